import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, useId, useRef } from 'react';
import { MountWhenOpened } from '../../ui/mount-when-opened.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import {
  activeFilters,
  CATEGORY_SORTS,
  type CategorySort,
  NO_FILTERS,
  type PriceRange,
  parsePriceRange,
  priceRangeLabel,
  priceRangeValue,
  toggleForm,
  withOnSale,
  withPrice,
} from './catalog-filters.ts';
import { useCatalogLang } from '../../ui/catalog-links.tsx';
import type { CatalogAggregation, CatalogSubcategory } from './catalog-routes.ts';
import {
  type CategorySearch,
  type CategorySearchInput,
  ITEMS_PER_PAGE_CHOICES,
  searchForFilters,
  searchForItemsPerPage,
  searchForSort,
} from './catalog-search.ts';

// The category page's layered navigation: filter groups from the commerce API's aggregations,
// the active filters as removable chips, sort and page-size choices, and the phone's filter
// sheet. Every choice is a navigation to new search params; the route's loader does the rest.

const loadFilterSheetDialog = () => import('./category-filter-sheet.tsx');
const FilterSheetDialog = lazy(async () => ({ default: (await loadFilterSheetDialog()).FilterSheetDialog }));

const FILTERABLE = new Set(['inhalt_label', 'price', 'on_sale']);

/** Navigates the category route to other search params, keeping the scroll position. */
function useListNavigate() {
  const navigate = useNavigate();
  return (search: CategorySearchInput) =>
    navigate({ from: '/$lang/c/$', to: './', search, resetScroll: false });
}

function usePriceLabel(currency: string) {
  const { t } = useLingui();
  return (range: PriceRange) =>
    priceRangeLabel(range, currency, {
      from: (amount) => t`from ${amount}`,
      upTo: (amount) => t`up to ${amount}`,
    });
}

interface FilterGroupsProps {
  search: CategorySearch;
  aggregations: CatalogAggregation[];
  currency: string;
  subcategories?: CatalogSubcategory[];
  /** Called when a subcategory link is followed (the sheet closes: it is another page). */
  onLeave?: () => void;
}

/**
 * Subcategories first (links that keep the chosen filters and sort), then one group per
 * filterable aggregation: checkboxes for forms, a single choice for price.
 */
export function FilterGroups({
  search,
  aggregations,
  currency,
  subcategories = [],
  onLeave,
}: FilterGroupsProps) {
  const groups = aggregations.filter((a) => FILTERABLE.has(a.attribute_code) && (a.options?.length ?? 0) > 0);
  const categoryLabel = aggregations.find((a) => a.attribute_code === 'category_uid')?.label ?? '';
  return (
    <div className="divide-y divide-sand-200">
      {subcategories.length > 0 ? (
        <SubcategoryGroup
          label={categoryLabel}
          search={search}
          subcategories={subcategories}
          onLeave={onLeave}
        />
      ) : null}
      {groups.map((aggregation) =>
        aggregation.attribute_code === 'price' ? (
          <PriceGroup key="price" aggregation={aggregation} search={search} currency={currency} />
        ) : aggregation.attribute_code === 'on_sale' ? (
          <SaleGroup key="on_sale" aggregation={aggregation} search={search} />
        ) : (
          <FormGroup key={aggregation.attribute_code} aggregation={aggregation} search={search} />
        ),
      )}
    </div>
  );
}

const groupClass = 'py-5 first:pt-0';
const legendClass = 'mb-3 text-sm font-bold uppercase tracking-wide text-ink';
const optionClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-[0.95rem] text-ink transition hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600';
const countClass = 'ml-auto text-sm tabular-nums text-muted';

function SubcategoryGroup({
  label,
  search,
  subcategories,
  onLeave,
}: {
  label: string;
  search: CategorySearch;
  subcategories: CatalogSubcategory[];
  onLeave?: () => void;
}) {
  const lang = useCatalogLang();
  return (
    <nav aria-label={label} className={groupClass}>
      <h3 className={legendClass}>{label}</h3>
      <ul className="-mx-2 space-y-0.5">
        {subcategories.map((sub) => (
          <li key={sub.uid}>
            <Link
              to="/$lang/c/$/"
              params={{ lang, _splat: sub.urlPath }}
              search={searchForFilters(search, search.filters)}
              onClick={onLeave}
              className={optionClass.replace('text-ink', 'font-medium text-brand-800')}
            >
              <span>{sub.name}</span> <span className={countClass}>({sub.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FormGroup({ aggregation, search }: { aggregation: CatalogAggregation; search: CategorySearch }) {
  const go = useListNavigate();
  const headingId = useId();
  const chosen = search.filters.inhalt_label as string[];
  return (
    <fieldset aria-labelledby={headingId} className={groupClass}>
      <h3 id={headingId} className={legendClass}>
        {aggregation.label}
      </h3>
      <ul className="-mx-2 space-y-0.5">
        {(aggregation.options ?? []).map((option) =>
          option ? (
            <li key={option.value}>
              <label className={optionClass}>
                <input
                  type="checkbox"
                  className="size-4.5 shrink-0 rounded border-slate-300 accent-brand-700"
                  checked={chosen.includes(option.value)}
                  onChange={() => go(searchForFilters(search, toggleForm(search.filters, option.value)))}
                />
                <span>{option.label}</span> <span className={countClass}>({option.count})</span>
              </label>
            </li>
          ) : null,
        )}
      </ul>
    </fieldset>
  );
}

/** Offers: one yes-option checkbox. */
function SaleGroup({ aggregation, search }: { aggregation: CatalogAggregation; search: CategorySearch }) {
  const go = useListNavigate();
  const headingId = useId();
  const option = aggregation.options?.find((o) => o?.value === '1');
  if (!option) return null;
  return (
    <fieldset aria-labelledby={headingId} className={groupClass}>
      <h3 id={headingId} className={legendClass}>
        {aggregation.label}
      </h3>
      <label className={`${optionClass} -mx-2`}>
        <input
          type="checkbox"
          className="size-4.5 shrink-0 rounded border-slate-300 accent-brand-700"
          checked={search.filters.on_sale}
          onChange={() => go(searchForFilters(search, withOnSale(search.filters, !search.filters.on_sale)))}
        />
        <span className="font-medium text-rose-700">{option.label}</span>{' '}
        <span className={countClass}>({option.count})</span>
      </label>
    </fieldset>
  );
}

function PriceGroup({
  aggregation,
  search,
  currency,
}: {
  aggregation: CatalogAggregation;
  search: CategorySearch;
  currency: string;
}) {
  const { t } = useLingui();
  const go = useListNavigate();
  const name = useId();
  const headingId = useId();
  const label = usePriceLabel(currency);
  const chosen = search.filters.price ? priceRangeValue(search.filters.price) : '';
  const options = (aggregation.options ?? []).flatMap((option) => {
    const range = option ? parsePriceRange(option.value) : null;
    return option && range ? [{ value: option.value, range, count: option.count ?? 0 }] : [];
  });
  // A range from a shared link that is not one of today's buckets stays choosable (and visible).
  const custom =
    search.filters.price && !options.some((o) => o.value === chosen) ? search.filters.price : null;
  const choose = (range: PriceRange | null) => go(searchForFilters(search, withPrice(search.filters, range)));
  return (
    <div role="radiogroup" aria-labelledby={headingId} className={groupClass}>
      <h3 id={headingId} className={legendClass}>
        {aggregation.label}
      </h3>
      <ul className="-mx-2 space-y-0.5">
        <li>
          <label className={optionClass}>
            <input
              type="radio"
              name={name}
              className="size-4.5 shrink-0 accent-brand-700"
              checked={chosen === ''}
              onChange={() => choose(null)}
            />
            <span>{t`Any price`}</span>
          </label>
        </li>
        {custom ? (
          <li>
            <label className={optionClass}>
              <input
                type="radio"
                name={name}
                className="size-4.5 shrink-0 accent-brand-700"
                checked
                readOnly
              />
              <span>{label(custom)}</span>
            </label>
          </li>
        ) : null}
        {options.map((option) => (
          <li key={option.value}>
            <label className={optionClass}>
              <input
                type="radio"
                name={name}
                className="size-4.5 shrink-0 accent-brand-700"
                checked={chosen === option.value}
                onChange={() => choose(option.range)}
              />
              <span>{label(option.range)}</span> <span className={countClass}>({option.count})</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The chosen filters as removable chips, plus 'Reset filters'. Nothing without filters. */
export function ActiveFilterChips({ search, aggregations, currency }: FilterGroupsProps) {
  const { t } = useLingui();
  const priceLabel = usePriceLabel(currency);
  const active = activeFilters(search.filters);
  if (active.length === 0) return null;
  const optionLabel = (attribute: string, value: string) =>
    aggregations.find((a) => a.attribute_code === attribute)?.options?.find((o) => o?.value === value)
      ?.label ?? (attribute === 'on_sale' ? t`On sale` : value);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="sr-only">{t`Active filters`}</span>
      <ul className="contents">
        {active.map((filter) => {
          const text =
            filter.attribute === 'price'
              ? priceLabel(search.filters.price ?? { from: null, to: null })
              : optionLabel(filter.attribute, filter.value);
          return (
            <li key={`${filter.attribute}:${filter.value}`}>
              <Link
                from="/$lang/c/$"
                to="./"
                search={searchForFilters(search, filter.without)}
                resetScroll={false}
                aria-label={t`Remove filter: ${text}`}
                className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1.5 pr-2.5 pl-3.5 text-sm font-medium text-brand-900 transition hover:border-brand-400 hover:bg-brand-100"
              >
                {text}
                <CloseIcon className="size-4" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
      <ResetFiltersLink
        search={search}
        className="px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      />
    </div>
  );
}

export function ResetFiltersLink({ search, className }: { search: CategorySearch; className: string }) {
  return (
    <Link
      from="/$lang/c/$"
      to="./"
      search={searchForFilters(search, NO_FILTERS)}
      resetScroll={false}
      className={className}
    >
      <Trans>Reset filters</Trans>
    </Link>
  );
}

/**
 * Sort and items-per-page choices, as labelled selects. In the phone's filter sheet: sort only,
 * under a visible heading-like label.
 */
export function ListControls({
  search,
  variant = 'toolbar',
}: {
  search: CategorySearch;
  variant?: 'toolbar' | 'sheet';
}) {
  const { t } = useLingui();
  const go = useListNavigate();
  const sortId = useId();
  const sizeId = useId();
  const sortLabels: Record<CategorySort, string> = {
    position: t`Default`,
    name_asc: t`Name A-Z`,
    name_desc: t`Name Z-A`,
    price_asc: t`Price low to high`,
    price_desc: t`Price high to low`,
  };
  const selectClass =
    'h-10 rounded-full border border-sand-200 bg-white pr-8 pl-4 text-sm font-medium text-ink shadow-xs hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <div className={variant === 'sheet' ? 'flex w-full flex-col gap-3' : 'flex items-center gap-2'}>
        <label
          htmlFor={sortId}
          className={
            variant === 'sheet' ? legendClass.replace('mb-3 ', '') : 'text-sm text-muted max-sm:sr-only'
          }
        >
          {t`Sort by`}
        </label>
        <select
          id={sortId}
          className={variant === 'sheet' ? `${selectClass} w-full` : selectClass}
          value={search.sort}
          onChange={(e) => go(searchForSort(search, e.target.value as CategorySort))}
        >
          {CATEGORY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
      {variant === 'toolbar' ? (
        <div className="flex items-center gap-2 max-lg:hidden">
          <label htmlFor={sizeId} className="text-sm text-muted">
            {t`Products per page`}
          </label>
          <select
            id={sizeId}
            className={selectClass}
            value={search.itemsPerPage}
            onChange={(e) => go(searchForItemsPerPage(search, Number(e.target.value)))}
          >
            {[...new Set<number>([...ITEMS_PER_PAGE_CHOICES, search.itemsPerPage])]
              .sort((a, b) => a - b)
              .map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}

function FilterIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      className={className}
      aria-hidden="true"
    >
      <path strokeLinecap="round" d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}

export interface FilterSheetProps extends FilterGroupsProps {
  totalCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Below lg: a 'Filter' button opening the filter groups as a sheet; choices apply at once. */
export function FilterSheet(props: FilterSheetProps) {
  const { t } = useLingui();
  const { search, open, onOpenChange } = props;
  const count = activeFilters(search.filters).length;
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadFilterSheetDialog()}
        onClick={() => onOpenChange(true)}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 shadow-xs hover:bg-brand-50"
      >
        <FilterIcon />
        {t`Filter`}
        {count > 0 ? (
          <>
            {' '}
            <span className="sr-only">({count})</span>
            <span
              aria-hidden="true"
              className="grid size-5 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
            >
              {count}
            </span>
          </>
        ) : null}
      </button>
      {/* The sheet (a dialog) loads when first opened and stays mounted so closing it animates. */}
      <MountWhenOpened open={open}>
        <FilterSheetDialog {...props} returnFocus={() => triggerRef.current?.focus()} />
      </MountWhenOpened>
    </>
  );
}
