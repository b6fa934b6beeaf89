import { Plural, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from '../../ui/icons.tsx';
import { hasFilters } from './catalog-filters.ts';
import { FilterGroups, type FilterSheetProps, ListControls, ResetFiltersLink } from './category-filters.tsx';

/** The phone's filter sheet, loaded when the shopper first opens it (see FilterSheet). */
export function FilterSheetDialog({
  search,
  aggregations,
  currency,
  subcategories,
  totalCount,
  open,
  onOpenChange,
  returnFocus,
}: FilterSheetProps & { returnFocus: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,92vw)] flex-col bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-sand-200 px-5 py-3">
            <Dialog.Title className="text-lg font-bold text-ink">{t`Filter`}</Dialog.Title>
            <Dialog.Description className="sr-only">{t`Filter and sort the products`}</Dialog.Description>
            <Dialog.Close
              aria-label={t`Close filters`}
              className="grid size-10 place-items-center rounded-full text-ink hover:bg-brand-50"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">
            <div className="mb-5 border-b border-sand-200 pb-5">
              <ListControls search={search} variant="sheet" />
            </div>
            <FilterGroups
              search={search}
              aggregations={aggregations}
              currency={currency}
              subcategories={subcategories}
              onLeave={() => onOpenChange(false)}
            />
          </div>
          <div className="flex flex-col gap-3 border-t border-sand-200 px-5 py-4">
            <Dialog.Close className="w-full rounded-full bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800">
              <Plural value={totalCount} one="Show # product" other="Show # products" />
            </Dialog.Close>
            {hasFilters(search.filters) ? (
              <ResetFiltersLink
                search={search}
                className="self-center px-1 py-1 text-sm font-semibold text-brand-700 underline underline-offset-4"
              />
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
