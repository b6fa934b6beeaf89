import { getApolloContext, useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useContext, useId } from 'react';
import {
  type SupplementFactsDataFragment,
  SupplementFactsDocument,
} from '../../../graphql/generated/operations.ts';

/** The country in the page's language (without the address rules' country tables). */
function countryName(code: string, lang: string): string {
  return new Intl.DisplayNames([lang.replace('_', '-')], { type: 'region' }).of(code) ?? code;
}

/** The daily dose in words: '2 capsules', '5 drops', '10 g'. */
function DailyDose({ quantity, unit }: { quantity: number; unit: string }) {
  const { i18n } = useLingui();
  switch (unit) {
    case 'capsules':
      return <Plural value={quantity} one="# capsule" other="# capsules" />;
    case 'tablets':
      return <Plural value={quantity} one="# tablet" other="# tablets" />;
    case 'drops':
      return <Plural value={quantity} one="# drop" other="# drops" />;
    default:
      return (
        <>
          {i18n.number(quantity)} {unit}
        </>
      );
  }
}

/**
 * A food supplement's label particulars (2002/46/EC, LMIV) from the product's structured data:
 * the nutrients per daily dose with %NRV where one exists, the recommended daily dose, the
 * ingredients with allergens in bold, the mandatory warnings and the responsible company.
 */
export function SupplementFactsView({ facts, lang }: { facts: SupplementFactsDataFragment; lang: string }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const company = facts.responsible_company;
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-sand-200 pt-10">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
        <Trans>Nutrients and ingredients</Trans>
      </h2>
      <div className="mt-4 grid max-w-4xl gap-8 lg:grid-cols-2">
        <div className="min-w-0">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left text-base font-semibold text-ink">
              <Trans>
                Nutrients per daily dose (
                <DailyDose quantity={facts.daily_dose.quantity} unit={facts.daily_dose.unit} />)
              </Trans>
            </caption>
            <thead>
              <tr className="border-b border-sand-300">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  <Trans>Nutrient</Trans>
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  <Trans>Per daily dose</Trans>
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  <Trans>% NRV*</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {facts.nutrients.map((nutrient) => (
                <tr key={nutrient.name} className="border-b border-sand-200">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {nutrient.name}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {i18n.number(nutrient.amount)} {nutrient.unit}
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    {nutrient.nrv_percent == null ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">
                          <Trans>no reference value</Trans>
                        </span>
                      </>
                    ) : (
                      `${i18n.number(nutrient.nrv_percent)} %`
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-muted">
            <Trans>* NRV: nutrient reference value (Regulation (EU) No 1169/2011)</Trans>
          </p>
          <h3 className="mt-6 text-base font-semibold text-ink">
            <Trans>Recommended daily dose</Trans>
          </h3>
          <p className="mt-1 text-sm text-ink">{facts.daily_dose.text}</p>
        </div>
        <div className="min-w-0 text-sm text-ink">
          <h3 className="text-base font-semibold">
            <Trans>Ingredients</Trans>
          </h3>
          <p className="mt-1">
            {facts.ingredients.map((ingredient, index) => (
              <Fragment key={ingredient.name}>
                {index > 0 ? ', ' : ''}
                {ingredient.allergen ? <strong>{ingredient.name}</strong> : ingredient.name}
              </Fragment>
            ))}
          </p>
          {facts.ingredients.some((ingredient) => ingredient.allergen) ? (
            <p className="mt-1 text-xs text-muted">
              <Trans>Allergens in bold.</Trans>
            </p>
          ) : null}
          <h3 className="mt-6 text-base font-semibold">
            <Trans>Warnings</Trans>
          </h3>
          <ul className="mt-1 list-disc pl-5">
            {facts.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
          <h3 className="mt-6 text-base font-semibold">
            <Trans>Responsible company</Trans>
          </h3>
          <address className="mt-1 not-italic">
            {company.name}
            <br />
            {company.street}
            <br />
            {company.postcode} {company.city}
            <br />
            {countryName(company.country_code, lang)}
          </address>
        </div>
      </div>
    </section>
  );
}

/**
 * The section for one product, loaded with the product page (in its own chunk); like the reviews,
 * nothing where no GraphQL client is provided.
 */
export function SupplementFacts({ sku, lang }: { sku: string; lang: string }) {
  const client = useContext(getApolloContext()).client;
  return client ? <ConnectedSupplementFacts sku={sku} lang={lang} /> : null;
}

function ConnectedSupplementFacts({ sku, lang }: { sku: string; lang: string }) {
  const { data } = useQuery(SupplementFactsDocument, { variables: { sku } });
  const facts = data?.products?.items?.[0]?.supplement_facts;
  return facts ? <SupplementFactsView facts={facts} lang={lang} /> : null;
}
