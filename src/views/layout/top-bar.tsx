import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { type StoreOption, storeSwitchMachine } from '../../../machines/store-switch.machine.ts';
import type { RouterContext } from '../../lib/router-context.ts';
import { DEFAULT_SHOP, type Lang, storeCodeFor } from '../../lib/store.ts';
import { loadStoresWith, redirectTo, reloadPage, writeStoreCookies } from '../../lib/store-switch.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Container } from '../../ui/container.tsx';
import type { AlternateUrls } from './language-switcher.tsx';

/** The store switch flow, provided by the top bar that owns it. */
const StoreSwitch = createActorContext(storeSwitchMachine);

/** Content pages the top bar links to, per language. */
const TOP_BAR_PAGES: Record<Lang, { faq: string; download: string; about: string }> = {
  de: { faq: '/de/faq/', download: '/de/wissen/', about: '/de/ueber-uns/' },
  en: { faq: '/en/faq/', download: '/en/knowledge/', about: '/en/about-us/' },
};

export interface TopBarProps {
  lang: Lang;
  /** The current page in the other language, where known (the store switch keeps the page). */
  alternates: AlternateUrls;
}

/** The thin bar above the header: service links, currency selector and store switcher. */
export function TopBar({ lang, alternates }: TopBarProps) {
  const { t } = useLingui();
  const client = useApolloClient();
  const context = useRouter().options.context as Partial<RouterContext> | undefined;
  const storeCode = storeCodeFor(context?.shop?.() ?? DEFAULT_SHOP, lang);
  const logic = useMemo(
    () =>
      storeSwitchMachine.provide({
        actors: { loadStores: loadStoresWith(client) },
        actions: {
          writeCookies: (_, params) => writeStoreCookies(params),
          redirect: (_, params) => redirectTo(params.path),
          reload: () => reloadPage(),
        },
      }),
    [client],
  );
  const pages = TOP_BAR_PAGES[lang];
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <StoreSwitch.Provider logic={logic} options={{ input: { lang, storeCode, path, alternates } }}>
      <CurrentPage path={path} alternates={alternates} />
      <div className="border-b border-brand-950 bg-brand-900 text-xs text-white">
        <Container className="flex min-h-9 flex-wrap items-center gap-x-4 gap-y-1 py-1">
          <nav aria-label={t`Service`} className="min-w-0">
            <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <li>
                <AppLink href={pages.faq} className="hover:underline">
                  {t`Help & FAQs`}
                </AppLink>
              </li>
              <li>
                <AppLink href={pages.download} className="hover:underline">
                  {t`Download`}
                </AppLink>
              </li>
              <li>
                <AppLink href={pages.about} className="hover:underline">
                  {t`Find out more`}
                </AppLink>
              </li>
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <CurrencySelector />
            <StoreSwitcher />
          </div>
        </Container>
      </div>
    </StoreSwitch.Provider>
  );
}

/** Tells the flow which page is shown, so a store switch after in-app navigation keeps it. */
function CurrentPage({ path, alternates }: { path: string; alternates: AlternateUrls }) {
  const actor = StoreSwitch.useActorRef();
  useEffect(() => {
    actor.send({ type: 'storeSwitch.pageChanged', path, alternates });
  }, [actor, path, alternates]);
  return null;
}

const triggerClass =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-semibold ring-1 ring-white/30 hover:bg-white/10 data-[state=open]:bg-white/15';
const contentClass =
  'z-50 min-w-40 rounded-xl border border-sand-200 bg-white p-1 text-sm text-ink shadow-lg';
const itemClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" fill="none" stroke="currentColor">
      <path d="M3 4.5 6 7.5l3-3" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function useShopName() {
  const { t } = useLingui();
  return (store: StoreOption) => {
    if (store.shop === 'eu') return t`EU shop`;
    if (store.shop === 'ch') return t`Swiss shop`;
    return store.name;
  };
}

/** EU shop / Swiss shop, when the store list loaded and holds more than one shop. */
function StoreSwitcher() {
  const { t } = useLingui();
  const shopName = useShopName();
  const ready = StoreSwitch.useSelector((snapshot) => snapshot.matches('ready'));
  const stores = StoreSwitch.useSelector((snapshot) => snapshot.context.stores);
  const current = StoreSwitch.useSelector((snapshot) => snapshot.context.storeCode);
  const actor = StoreSwitch.useActorRef();
  if (!ready || stores.length === 0) return null;
  const active = stores.find((store) => store.code === current);
  const shop = active ? shopName(active) : current;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={triggerClass} aria-label={t`Shop: ${shop}`}>
        {shop}
        <Chevron />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={contentClass}>
          <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-muted">{t`Choose shop`}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(storeCode) => actor.send({ type: 'storeSwitch.selectStore', storeCode })}
          >
            {stores.map((store) => (
              <DropdownMenu.RadioItem key={store.code} value={store.code} className={itemClass}>
                {shopName(store)}
                <span className="text-xs text-muted">{store.currency}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The currencies of the store view, when it offers more than one. */
function CurrencySelector() {
  const { t } = useLingui();
  const ready = StoreSwitch.useSelector((snapshot) => snapshot.matches('ready'));
  const currencies = StoreSwitch.useSelector((snapshot) => snapshot.context.currencies);
  const current = StoreSwitch.useSelector((snapshot) => snapshot.context.currency);
  const actor = StoreSwitch.useActorRef();
  if (!ready || currencies.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={triggerClass} aria-label={t`Currency: ${current}`}>
        {current}
        <Chevron />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={contentClass}>
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(currency) => actor.send({ type: 'storeSwitch.selectCurrency', currency })}
          >
            {currencies.map((currency) => (
              <DropdownMenu.RadioItem key={currency} value={currency} className={itemClass}>
                {currency}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
