import { useLingui } from '@lingui/react/macro';
import type { FooterSection, MenuItem } from '../../../domain/content-types.ts';
import { cancelContractsPath } from '../../../domain/contract-cancellation.ts';
import type { Lang } from '../../../domain/store.ts';
import { openConsentSettings } from '../../lib/analytics.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Container } from '../../ui/container.tsx';
import { LeafIcon, ShieldIcon, TruckIcon } from '../../ui/icons.tsx';
import { Logo } from '../../ui/logo.tsx';

/** Footer sections the content system delivers but the storefront does not show (spec §9). */
export const HIDDEN_FOOTER_SECTIONS: readonly string[] = [
  'Fachkreise',
  'Produktdetailseiten',
  'Lohnherstellung',
];

export function visibleFooterSections(sections: FooterSection[]): FooterSection[] {
  return sections.filter((section) => !HIDDEN_FOOTER_SECTIONS.includes(section.title.trim()));
}

export interface SiteFooterProps {
  lang: Lang;
  sections: FooterSection[];
  meta: MenuItem[];
  copyright: string;
  /** Keep a place for the newsletter form (the default layout renders it there, see NewsletterLayer). */
  newsletter?: boolean;
}

export function SiteFooter({ lang, sections, meta, copyright, newsletter = true }: SiteFooterProps) {
  const { t } = useLingui();
  const visible = visibleFooterSections(sections);
  return (
    <footer className="mt-20 bg-brand-950 text-brand-100">
      <Container className="py-12 lg:py-16">
        {newsletter ? (
          <section
            aria-labelledby="footer-newsletter"
            className="mb-12 grid gap-4 rounded-2xl bg-white/5 p-6 lg:grid-cols-[1.2fr_3fr] lg:items-start"
          >
            <h2 id="footer-newsletter" className="text-lg font-semibold text-white">
              {t`Newsletter`}
            </h2>
            <div id="footer-newsletter-form" className="min-h-32 max-w-xl sm:min-h-24" />
          </section>
        ) : null}
        <div className="grid gap-10 lg:grid-cols-[1.2fr_3fr]">
          <div>
            <div className="inline-block rounded-2xl bg-white px-3 py-2">
              <Logo lang={lang} compact />
            </div>
            <p className="mt-4 max-w-xs text-sm leading-relaxed text-brand-200">
              {t`Dietary supplements developed with care, made in Germany and tested for purity.`}
            </p>
            <ul className="mt-6 space-y-2 text-sm text-brand-200">
              <li className="flex items-center gap-2">
                <LeafIcon className="size-5 text-brand-400" />
                {t`Clean formulas without unnecessary additives`}
              </li>
              <li className="flex items-center gap-2">
                <ShieldIcon className="size-5 text-brand-400" />
                {t`Secure payment`}
              </li>
              <li className="flex items-center gap-2">
                <TruckIcon className="size-5 text-brand-400" />
                {t`Fast delivery`}
              </li>
            </ul>
          </div>
          {visible.length > 0 && (
            <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-4">
              {visible.map((section) => (
                <nav key={section.title} aria-label={section.title}>
                  <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
                    {section.title}
                  </h2>
                  <ul className="mt-4 space-y-2.5">
                    {section.children.map((item) => (
                      <li key={item.link + item.title}>
                        <AppLink
                          href={item.link}
                          target={item.target}
                          className="text-sm text-brand-200 transition-colors hover:text-white"
                        >
                          {item.title}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              ))}
            </div>
          )}
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 pt-6 pb-24 text-xs md:pb-6 text-brand-300 sm:flex-row sm:items-center sm:justify-between">
          <p>{copyright}</p>
          <LegalLinks
            lang={lang}
            items={meta}
            className="flex flex-wrap gap-x-5 gap-y-2"
            linkClassName="hover:text-white"
          />
        </Container>
      </div>
    </footer>
  );
}

export interface LegalLinksProps {
  lang: Lang;
  items: MenuItem[];
  className?: string;
  linkClassName?: string;
}

/**
 * The legal links (imprint, privacy, terms, withdrawal), 'Cookie settings', which shows the
 * consent banner again so consent can be withdrawn from every page, and the cancellation button
 * (§312k BGB: 'Verträge hier kündigen', on every page) leading to the cancellation page.
 */
export function LegalLinks({
  lang,
  items,
  className = '',
  linkClassName = 'underline-offset-2 hover:underline',
}: LegalLinksProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Legal`}>
      <ul className={className}>
        {items.map((item) => (
          <li key={item.link + item.title}>
            <AppLink href={item.link} target={item.target} className={linkClassName}>
              {item.title}
            </AppLink>
          </li>
        ))}
        <li>
          <button type="button" onClick={openConsentSettings} className={`cursor-pointer ${linkClassName}`}>
            {t`Cookie settings`}
          </button>
        </li>
        <li>
          <AppLink
            href={cancelContractsPath(lang)}
            className="inline-block rounded-full border border-current px-3 py-1 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {t`Cancel contracts here`}
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}
