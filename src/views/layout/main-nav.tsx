import { useLingui } from '@lingui/react/macro';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { MenuItem } from '../../../domain/content-types.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { ArrowRightIcon, ChevronDownIcon } from '../../ui/icons.tsx';
import { Image } from '../../ui/image.tsx';
import { plainText } from '../../../domain/text.ts';
import { LogoutEntry } from './logout-entry.tsx';

/** Menu items open on hover after 200 ms (spec). */
const MENU_HOVER_DELAY_MS = 200;
/** Menu lists are shown in chunks (columns) of 9 entries (spec). */
export const MENU_CHUNK_SIZE = 9;

/** Splits a list into consecutive chunks of at most `size` entries. */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

const topLinkClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-2 2xl:px-3 text-[15px] font-medium text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800 data-[active]:text-brand-800';

const panelLink = '-mx-2 block rounded-lg px-2 hover:bg-brand-50 hover:text-brand-800';

function PanelLink({ entry, className }: { entry: MenuItem; className: string }) {
  return (
    <NavigationMenu.Link asChild active={entry.current}>
      <AppLink href={entry.link} target={entry.target} className={className}>
        {entry.title}
      </AppLink>
    </NavigationMenu.Link>
  );
}

/** Menu entries as lists of at most 9 (spec), side by side; nothing for no entries. */
function ChunkedList({
  entries,
  className,
  listClassName,
  linkClassName,
}: {
  entries: MenuItem[];
  className: string;
  listClassName: string;
  linkClassName: string;
}) {
  if (entries.length === 0) return null;
  return (
    <div className={className}>
      {chunks(entries, MENU_CHUNK_SIZE).map((column) => (
        <ul key={column[0]?.link} className={listClassName}>
          {column.map((entry) => (
            <li key={entry.link + entry.title}>
              <PanelLink entry={entry} className={linkClassName} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

function Panel({ item }: { item: MenuItem }) {
  const { t } = useLingui();
  const cards = item.menuCards.slice(0, 2);
  const nested = item.children.some((child) => child.children.length > 0);
  return (
    <div className="grid gap-8 p-6 lg:grid-cols-[1fr_auto] lg:p-8">
      <div>
        <NavigationMenu.Link asChild>
          <AppLink
            href={item.link}
            className="group inline-flex items-center gap-2 text-lg font-semibold text-brand-900 hover:text-brand-700"
          >
            {item.title}
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </AppLink>
        </NavigationMenu.Link>
        {nested ? (
          // Sections (subcategories with their children): a grid of blocks, each block's list in columns of 9.
          <ul className="mt-4 grid grid-cols-2 gap-x-8 gap-y-5 xl:grid-cols-3">
            {item.children.map((child) => (
              <li key={child.link + child.title}>
                <PanelLink entry={child} className={`${panelLink} py-1 text-[15px] font-semibold text-ink`} />
                <ChunkedList
                  entries={child.children}
                  className="mt-1 flex gap-x-6"
                  listClassName="space-y-0.5"
                  linkClassName={`${panelLink} py-0.5 text-sm text-muted`}
                />
              </li>
            ))}
          </ul>
        ) : (
          <ChunkedList
            entries={item.children}
            className="mt-4 flex flex-wrap gap-x-10"
            listClassName="min-w-44 space-y-1"
            linkClassName={`${panelLink} py-1 text-[15px] text-muted`}
          />
        )}
        {item.menuBottomCta && (
          <NavigationMenu.Link asChild>
            <AppLink
              href={item.menuBottomCta.href}
              target={item.menuBottomCta.target}
              className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              {item.menuBottomCta.title ?? t`Show all`}
              <ArrowRightIcon className="size-4" />
            </AppLink>
          </NavigationMenu.Link>
        )}
      </div>
      {cards.length > 0 && (
        <ul className="hidden gap-4 lg:flex">
          {cards.map((card) => (
            <li key={card.link.href + card.headline} className="w-56">
              <NavigationMenu.Link asChild>
                <AppLink
                  href={card.link.href}
                  className="group block overflow-hidden rounded-2xl bg-sand-100 transition-shadow hover:shadow-card-hover"
                >
                  {card.image && (
                    <Image
                      src={card.image.url}
                      alt={card.image.alt}
                      preset="card"
                      className="h-32 w-full object-cover"
                    />
                  )}
                  <span className="block p-4">
                    <span className="block font-semibold text-brand-900 group-hover:text-brand-700">
                      {card.headline}
                    </span>
                    <span className="mt-1 line-clamp-2 block text-sm text-muted">{plainText(card.text)}</span>
                  </span>
                </AppLink>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface MainNavProps {
  items: MenuItem[];
  className?: string;
  /** Logged in: a logout entry ('#logoutVSF') ends the list. */
  loggedIn?: boolean;
  onLogout?: () => void;
  /** Logged out: the 'LoginRegister' button at index 3 opens the login modal. */
  onLogin?: () => void;
}

/** Where the spec puts the 'LoginRegister' button among the top-level entries. */
const LOGIN_REGISTER_INDEX = 3;

/**
 * The desktop main navigation: top-level entries of main_menu; entries with children open a
 * panel (hover after 200 ms, click, or keyboard). Radix handles focus and arrow keys.
 */
export function MainNav({ items, className = '', loggedIn = false, onLogout, onLogin }: MainNavProps) {
  const { t } = useLingui();
  const entries = items.map((item) =>
    item.children.length > 0 ? (
      <NavigationMenu.Item key={item.link + item.title}>
        <NavigationMenu.Trigger className={`${topLinkClass} group`} data-active={item.active || undefined}>
          {item.title}
          <ChevronDownIcon className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
        </NavigationMenu.Trigger>
        <NavigationMenu.Content className="w-full">
          <Panel item={item} />
        </NavigationMenu.Content>
      </NavigationMenu.Item>
    ) : (
      <NavigationMenu.Item key={item.link + item.title}>
        <NavigationMenu.Link asChild active={item.current}>
          <AppLink href={item.link} target={item.target} className={topLinkClass}>
            {item.title}
          </AppLink>
        </NavigationMenu.Link>
      </NavigationMenu.Item>
    ),
  );
  if (!loggedIn && onLogin) {
    entries.splice(
      Math.min(LOGIN_REGISTER_INDEX, entries.length),
      0,
      // Visible on desktop (the menu sheet has its own at the same index below lg).
      <NavigationMenu.Item key="LoginRegister">
        <button type="button" onClick={onLogin} aria-haspopup="dialog" className={topLinkClass}>
          {/* 'Log in' alone where the header is narrow; the name stays 'Log in / Register'. */}
          {t`Log in`} <span className="sr-only min-[1400px]:not-sr-only">/ {t`Register`}</span>
        </button>
      </NavigationMenu.Item>,
    );
  }
  return (
    <NavigationMenu.Root
      aria-label={t`Main navigation`}
      delayDuration={MENU_HOVER_DELAY_MS}
      className={`static ${className}`}
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {entries}
        {loggedIn && onLogout && (
          <NavigationMenu.Item>
            <LogoutEntry onLogout={onLogout} className={topLinkClass} />
          </NavigationMenu.Item>
        )}
      </NavigationMenu.List>
      <div className="absolute inset-x-0 top-full flex justify-center px-4 sm:px-6 lg:px-8">
        <NavigationMenu.Viewport className="mt-2 w-full max-w-7xl overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-card-hover data-[state=closed]:hidden" />
      </div>
    </NavigationMenu.Root>
  );
}
