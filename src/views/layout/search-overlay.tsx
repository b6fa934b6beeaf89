import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type FocusEvent, type FormEvent, type RefObject, useEffect, useId, useRef } from 'react';
import type { Lang } from '../../../domain/store.ts';
import {
  MIN_QUERY_LENGTH,
  type SearchSelection,
  type SuggestionContent,
  type SuggestionProduct,
} from '../../../machines/search-overlay.machine.ts';
import { inspectOptions } from '../../lib/inspector.ts';
import { useMobileMenu } from '../../lib/app-actor.tsx';
import { formatMoney } from '../../lib/money.ts';
import { readRecentSearches, searchOverlayFlow } from '../../lib/actors/search-overlay.ts';
import { CloseIcon, SearchIcon } from '../../ui/icons.tsx';
import { LowestPriceNote, PriceNotes } from '../../ui/price.tsx';
import { CONTENT_TYPE_LABELS } from '../../ui/content-type-labels.ts';
import { localizedPath } from '../../../domain/paths.ts';

// The header's search overlay (spec §2): a modal dialog with a combobox-style field; the
// suggestions are links, so Tab moves through them, and Escape closes. The flow is
// machines/search-overlay.machine.ts; this view renders its state and sends it events. Its code
// (and the search client) loads when the search icon is first used.

export interface SearchOverlayProps {
  lang: Lang;
  storeCode: string;
  open: boolean;
  onClosed: () => void;
  /** Where focus goes back to when the overlay closes (the search button). */
  returnFocus: RefObject<HTMLElement | null>;
}

export default function SearchOverlay({ lang, storeCode, open, onClosed, returnFocus }: SearchOverlayProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const mobileMenu = useMobileMenu();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const currency = storeCode.startsWith('ch') ? 'CHF' : 'EUR';

  // Closing for another page (the results, a suggestion), focus goes where that page begins (its
  // h1, src/ui/route-focus.tsx), not back to the search button; for the page on screen (a new
  // search on the results page) and on Escape it goes back to the button.
  const leavesPage = useRef(false);
  const leaveFor = (href: string) => {
    leavesPage.current = new URL(href, window.location.href).pathname !== window.location.pathname;
  };
  const actor = useActorRef(
    searchOverlayFlow({
      storeCode,
      lang,
      closeMobileMenu: () => mobileMenu.close(),
      focusInput: () => requestAnimationFrame(() => input.current?.focus()),
      showResults: (query) => {
        leaveFor(localizedPath(lang, 'search'));
        void navigate({ to: '/$lang/s/', params: { lang }, search: query ? { term: query } : {} });
      },
      follow: (link) => {
        leaveFor(link);
        void navigate({ href: link });
      },
    }),
    { input: { recent: readRecentSearches() }, ...inspectOptions() },
  );
  const snapshot = useSelector(actor, (s) => s);
  const isOpen = !snapshot.matches('closed');

  useEffect(() => {
    if (open) actor.send({ type: 'search.open' });
  }, [open, actor]);
  useEffect(() => {
    if (!isOpen && open) onClosed();
  }, [isOpen, open, onClosed]);

  const { query, popular, suggestions, recent } = snapshot.context;
  const showsPopular = snapshot.hasTag('showsPopular');
  const loading = snapshot.hasTag('loading');
  const failed = snapshot.hasTag('error');
  const noResults = snapshot.matches({ open: { view: 'noResults' } });
  const hasSuggestions = snapshot.hasTag('showsSuggestions');

  const select = (selection: SearchSelection) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    actor.send({ type: 'search.select', ...selection });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'search.submit' });
  };
  // Focus moving between the field and the suggestions stays inside; leaving the overlay blurs.
  const onFocus = () => actor.send({ type: 'search.focus' });
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      actor.send({ type: 'search.blur' });
  };

  // As src/ui/Price: a reduction states the lowest price of the last 30 days (§11 PAngV); only when
  // the index knows no earlier price does the labelled regular price stand in.
  const price = (p: SuggestionProduct) => (
    <>
      <span data-price="" className="text-sm font-semibold text-ink">
        {p.discountPrice !== null ? (
          <>
            <span className="text-red-700">
              <span className="sr-only">{t`Sale price:`} </span>
              {formatMoney({ value: p.discountPrice, currency })}
            </span>
            {p.lowestPrice30Days === null ? (
              <>
                {' '}
                <del className="font-normal text-muted">
                  <span className="sr-only">{t`Regular price:`} </span>
                  {formatMoney({ value: p.price, currency })}
                </del>
              </>
            ) : null}
          </>
        ) : (
          formatMoney({ value: p.price, currency })
        )}
      </span>
      {p.discountPrice !== null && p.lowestPrice30Days !== null ? (
        <LowestPriceNote as="span" amount={formatMoney({ value: p.lowestPrice30Days, currency })} />
      ) : null}
    </>
  );

  // The price notes (PAngV: base price, VAT, shipping link) sit beside the link, not inside it:
  // a link cannot hold another one.
  const productLink = (p: SuggestionProduct, position: number, large = false) => (
    <div className="flex flex-col">
      <a
        href={p.link}
        onClick={select({ kind: 'product', link: p.link, position })}
        className="flex items-center gap-3 rounded-xl p-2 hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {p.image ? (
          <img
            src={p.image}
            alt=""
            width={large ? 72 : 48}
            height={large ? 90 : 60}
            className={`${large ? 'h-[90px] w-[72px]' : 'h-[60px] w-12'} shrink-0 rounded-lg bg-sand-50 object-contain`}
          />
        ) : null}
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-semibold text-ink">{p.name}</span>
          {p.category ? <span className="text-xs text-muted">{p.category}</span> : null}
          {price(p)}
          {p.outOfStock ? <span className="text-xs text-red-700">{t`Out of stock`}</span> : null}
        </span>
      </a>
      <PriceNotes
        basePrice={p.basePrice ? { ...p.basePrice, amount: { value: p.basePrice.amount, currency } } : null}
        pricesIncludeTax={p.pricesIncludeTax}
        className={`${large ? 'pl-[92px]' : 'pl-[68px]'} -mt-1 pb-1`}
      />
    </div>
  );

  const contentLink = (c: SuggestionContent, position: number) => (
    <a
      href={c.link}
      onClick={select({ kind: 'content', link: c.link, position })}
      className="block rounded-xl p-3 ring-1 ring-sand-200 hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
        {i18n._(CONTENT_TYPE_LABELS[c.type])}
      </span>
      <span className="mt-1 block font-semibold text-ink">{c.title}</span>
      {c.teaserText ? (
        <span className="mt-1 line-clamp-2 block text-sm text-muted">{c.teaserText}</span>
      ) : null}
    </a>
  );

  const [recommended, ...more] = suggestions?.products ?? [];
  return (
    <Dialog.Root open={isOpen} onOpenChange={(next) => !next && actor.send({ type: 'search.close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onFocus={onFocus}
          onBlur={onBlur}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (leavesPage.current) leavesPage.current = false;
            else returnFocus.current?.focus();
          }}
          className="fixed inset-x-0 top-0 z-50 max-h-[100dvh] overflow-y-auto bg-white shadow-2xl focus:outline-none sm:top-4 sm:mx-auto sm:max-w-3xl sm:rounded-2xl"
        >
          <Dialog.Title className="sr-only">{t`Search`}</Dialog.Title>
          <Dialog.Description className="sr-only">
            {t`Suggestions appear as you type; press Enter for all results.`}
          </Dialog.Description>
          <search>
            <form onSubmit={submit} className="flex items-center gap-2 border-b border-sand-200 p-3 sm:p-4">
              <SearchIcon className="ml-1 size-5 shrink-0 text-muted" />
              <input
                ref={input}
                type="search"
                role="combobox"
                aria-expanded={hasSuggestions}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-label={t`Search products and content`}
                value={query}
                maxLength={100}
                autoComplete="off"
                onChange={(event) => actor.send({ type: 'search.input', value: event.target.value })}
                placeholder={t`e.g. magnesium, vitamin D, capsules`}
                className="h-11 min-w-0 flex-1 bg-transparent text-base text-ink outline-none"
              />
              <Dialog.Close
                aria-label={t`Close search`}
                className="grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-sand-50"
              >
                <CloseIcon />
              </Dialog.Close>
            </form>
          </search>
          <div id={listId} className="p-3 sm:p-5" aria-live="polite" aria-busy={loading}>
            {loading ? <p className="text-sm text-muted">{t`Loading`}</p> : null}
            {failed ? (
              <div className="flex items-center gap-3">
                <p className="text-sm text-red-700" role="alert">
                  {t`An error occurred`}
                </p>
                <button
                  type="button"
                  onClick={() => actor.send({ type: 'search.retry' })}
                  className="text-sm font-semibold text-brand-800 underline"
                >
                  {t`Try again`}
                </button>
              </div>
            ) : null}
            {noResults ? <p className="text-sm text-ink">{t`No results found`}</p> : null}

            {showsPopular && query.trim().length < MIN_QUERY_LENGTH ? (
              <div className="grid gap-6 sm:grid-cols-[1fr_16rem]">
                <div>
                  {recent.length > 0 ? (
                    <section aria-labelledby={`${listId}-recent`} className="mb-5">
                      <div className="flex items-center justify-between">
                        <h2 id={`${listId}-recent`} className="text-sm font-semibold text-muted">
                          {t`Recent searches`}
                        </h2>
                        <button
                          type="button"
                          onClick={() => actor.send({ type: 'search.clearRecent' })}
                          className="text-xs text-brand-800 underline"
                        >
                          {t`Clear`}
                        </button>
                      </div>
                      <ul className="mt-2 flex flex-wrap gap-2">
                        {recent.map((r) => (
                          <li key={r}>
                            <button
                              type="button"
                              onClick={() => {
                                actor.send({ type: 'search.input', value: r });
                                input.current?.focus();
                              }}
                              className="rounded-full bg-sand-50 px-3 py-1 text-sm text-ink ring-1 ring-sand-200 hover:bg-brand-50"
                            >
                              {r}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </section>
                  ) : null}
                  {popular && popular.products.length > 0 ? (
                    <section aria-labelledby={`${listId}-popular`}>
                      <h2 id={`${listId}-popular`} className="text-sm font-semibold text-muted">
                        {t`Popular products`}
                      </h2>
                      <ul className="mt-2 grid gap-1">
                        {popular.products.map((p, i) => (
                          <li key={p.uid}>{productLink(p, i + 1)}</li>
                        ))}
                      </ul>
                    </section>
                  ) : null}
                </div>
                {popular?.latestPost ? (
                  <section aria-labelledby={`${listId}-latest`}>
                    <h2 id={`${listId}-latest`} className="text-sm font-semibold text-muted">
                      {t`Latest post`}
                    </h2>
                    <div className="mt-2">{contentLink(popular.latestPost, 1)}</div>
                  </section>
                ) : null}
              </div>
            ) : null}

            {hasSuggestions && suggestions ? (
              <div className="grid gap-6 sm:grid-cols-[1fr_16rem]">
                <div>
                  {recommended ? (
                    <section aria-labelledby={`${listId}-recommended`}>
                      <h2 id={`${listId}-recommended`} className="text-sm font-semibold text-muted">
                        {t`Recommended product`}
                      </h2>
                      <div className="mt-2">{productLink(recommended, 1, true)}</div>
                    </section>
                  ) : null}
                  {more.length > 0 ? (
                    <section aria-labelledby={`${listId}-more`} className="mt-4">
                      <h2 id={`${listId}-more`} className="text-sm font-semibold text-muted">
                        {t`More products`}
                      </h2>
                      <ul className="mt-2 grid gap-1">
                        {more.map((p, i) => (
                          <li key={p.uid}>{productLink(p, i + 2)}</li>
                        ))}
                      </ul>
                    </section>
                  ) : null}
                  <a
                    href={`${localizedPath(lang, 'search')}?term=${encodeURIComponent(query.trim())}`}
                    onClick={(event) => {
                      event.preventDefault();
                      actor.send({ type: 'search.submit' });
                    }}
                    className="mt-4 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    <Trans>More search results</Trans>
                  </a>
                </div>
                {suggestions.post ? (
                  <section aria-labelledby={`${listId}-post`}>
                    <h2 id={`${listId}-post`} className="text-sm font-semibold text-muted">
                      {t`Recommended post`}
                    </h2>
                    <div className="mt-2">{contentLink(suggestions.post, 1)}</div>
                  </section>
                ) : null}
              </div>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
