import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { lazy, useEffect, useMemo, useState } from 'react';
import { type StoreOption, storeSwitchMachine } from '../../../machines/store-switch.machine.ts';
import { inspectOptions } from '../../lib/inspector.ts';
import type { RouterContext } from '../../lib/router-context.ts';
import { DEFAULT_SHOP, type Lang, storeCodeFor } from '../../../domain/store.ts';
import { storeSwitchFlow } from '../../lib/actors/store-switch.ts';
import { MountWhenOpened } from '../../ui/mount-when-opened.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { Container } from '../../ui/container.tsx';
import type { ChoiceMenuProps } from './choice-menu.tsx';
import { Chevron, choiceTriggerClass } from './choice-trigger.tsx';
import type { AlternateUrls } from './language-switcher.tsx';
import { localizedPath } from '../../../domain/paths.ts';

/** The store switch flow, provided by the top bar that owns it. */
const StoreSwitch = createActorContext(storeSwitchMachine);

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
  const logic = useMemo(() => storeSwitchFlow(client), [client]);
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <StoreSwitch.Provider
      logic={logic}
      options={{ input: { lang, storeCode, path, alternates }, ...inspectOptions() }}
    >
      <CurrentPage path={path} alternates={alternates} />
      <div className="border-b border-brand-950 bg-brand-900 text-xs text-white">
        <Container className="flex min-h-9 flex-wrap items-center gap-x-4 gap-y-1 py-1">
          <nav aria-label={t`Help and information`} className="min-w-0">
            <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <li>
                <AppLink href={localizedPath(lang, 'faq')} className="hover:underline">
                  {t`Help & FAQs`}
                </AppLink>
              </li>
              <li>
                <AppLink href={localizedPath(lang, 'knowledge')} className="hover:underline">
                  {t`Download`}
                </AppLink>
              </li>
              <li>
                <AppLink href={localizedPath(lang, 'about')} className="hover:underline">
                  {t`Find out more`}
                </AppLink>
              </li>
            </ul>
          </nav>
          {/* The selectors appear once the store list loaded: on a phone they take a line of
              their own, kept from the start so the header does not grow under the reader. */}
          <div className="ml-auto flex min-h-6 items-center gap-2 max-sm:basis-full max-sm:justify-end">
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

// The menus load when the shopper first points at, focuses or opens them: until then the trigger
// is a plain button that looks and is named the same (a menu library on every page otherwise).
const loadChoiceMenu = () => import('./choice-menu.tsx');
const ChoiceMenu = lazy(async () => ({ default: (await loadChoiceMenu()).ChoiceMenu }));

function DeferredChoiceMenu(props: ChoiceMenuProps) {
  const [opened, setOpened] = useState(false);
  const preload = () => void loadChoiceMenu();
  const open = () => setOpened(true);
  const trigger = (
    <button
      type="button"
      className={choiceTriggerClass}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          open();
        }
      }}
    >
      {props.text}
      <Chevron />
    </button>
  );
  return (
    <MountWhenOpened open={opened} placeholder={trigger}>
      <ChoiceMenu {...props} defaultOpen />
    </MountWhenOpened>
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
    <DeferredChoiceMenu
      label={t`Shop: ${shop}`}
      text={shop}
      heading={t`Choose shop`}
      value={current}
      choices={stores.map((store) => ({ value: store.code, text: shopName(store), note: store.currency }))}
      onSelect={(storeCode) => actor.send({ type: 'storeSwitch.selectStore', storeCode })}
    />
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
    <DeferredChoiceMenu
      label={t`Currency: ${current}`}
      text={current}
      value={current}
      choices={currencies.map((currency) => ({ value: currency, text: currency }))}
      onSelect={(currency) => actor.send({ type: 'storeSwitch.selectCurrency', currency })}
    />
  );
}
