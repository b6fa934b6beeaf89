import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import type { MenuItem } from '../../../domain/content-types.ts';
import type { Lang } from '../../../domain/store.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { ChevronDownIcon, CloseIcon } from '../../ui/icons.tsx';
import { type AlternateUrls, LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from '../../ui/logo.tsx';
import { useReturnFocus } from '../../ui/return-focus.ts';
import { LogoutEntry } from './logout-entry.tsx';

export interface MobileMenuProps {
  lang: Lang;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mainMenu: MenuItem[];
  ctaMenu: MenuItem[];
  alternates: AlternateUrls;
  /** Logged in: a logout entry ('#logoutVSF') ends the main menu. */
  loggedIn?: boolean;
  onLogout?: () => void;
  /** Logged out: the 'LoginRegister' entry at index 3 opens the login modal. */
  onLogin?: () => void;
}

/** The menu sheet below the lg breakpoint, opened from the header or the mobile bottom bar. */
export function MobileMenu({
  lang,
  open,
  onOpenChange,
  mainMenu,
  ctaMenu,
  alternates,
  loggedIn = false,
  onLogout,
  onLogin,
}: MobileMenuProps) {
  const { t } = useLingui();
  const close = () => onOpenChange(false);
  // Back to the button that opened the sheet; noted too for the login modal its entry opens.
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(24rem,90vw)] flex-col bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-sand-200 px-4 py-3">
            <Dialog.Title className="sr-only">{t`Menu`}</Dialog.Title>
            <Dialog.Description className="sr-only">{t`Main navigation`}</Dialog.Description>
            <span onClickCapture={close}>
              <Logo lang={lang} compact />
            </span>
            <Dialog.Close
              aria-label={t`Close menu`}
              className="grid size-10 place-items-center rounded-full text-ink hover:bg-brand-50"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t`Main navigation`} className="flex-1 overflow-y-auto px-2 py-3">
            <ul>
              {withLoginEntry(
                mainMenu.map((item) => (
                  <li key={item.link + item.title} className="border-b border-sand-100 last:border-0">
                    {item.children.length > 0 ? (
                      <details className="group">
                        <summary className="flex cursor-pointer list-none items-center justify-between rounded-xl px-3 py-3 text-base font-semibold text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                          {item.title}
                          <ChevronDownIcon className="size-5 text-muted transition-transform group-open:rotate-180" />
                        </summary>
                        <ul className="pb-2 pl-3">
                          <li>
                            <AppLink
                              href={item.link}
                              onClick={close}
                              className="block rounded-lg px-3 py-2 font-medium text-brand-700 hover:bg-brand-50"
                            >
                              {t`Show all`}
                            </AppLink>
                          </li>
                          {item.children.map((child) => (
                            <li key={child.link + child.title}>
                              <AppLink
                                href={child.link}
                                target={child.target}
                                onClick={close}
                                className="block rounded-lg px-3 py-2 text-muted hover:bg-brand-50 hover:text-brand-800"
                              >
                                {child.title}
                              </AppLink>
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : (
                      <AppLink
                        href={item.link}
                        target={item.target}
                        onClick={close}
                        className="block rounded-xl px-3 py-3 text-base font-semibold text-ink hover:bg-brand-50"
                      >
                        {item.title}
                      </AppLink>
                    )}
                  </li>
                )),
                loggedIn || !onLogin ? null : (
                  <li key="LoginRegister" className="border-b border-sand-100 last:border-0">
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      onClick={onLogin}
                      className="block w-full rounded-xl px-3 py-3 text-left text-base font-semibold text-ink hover:bg-brand-50"
                    >
                      {t`Log in / Register`}
                    </button>
                  </li>
                ),
              )}
              {loggedIn && onLogout && (
                <li className="border-b border-sand-100 last:border-0">
                  <LogoutEntry
                    onLogout={() => {
                      close();
                      onLogout();
                    }}
                    className="block rounded-xl px-3 py-3 text-base font-semibold text-ink hover:bg-brand-50"
                  />
                </li>
              )}
            </ul>
            {ctaMenu.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2 px-3">
                {ctaMenu.map((item) => (
                  <li key={item.link + item.title}>
                    <AppLink
                      href={item.link}
                      target={item.target}
                      onClick={close}
                      className="inline-block rounded-full border border-brand-200 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      {item.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </nav>
          <div className="border-t border-sand-200 px-4 py-3" onClickCapture={close}>
            <LanguageSwitcher lang={lang} alternates={alternates} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Where the spec puts the 'LoginRegister' entry among the top-level entries (logged out). */
const LOGIN_REGISTER_INDEX = 3;

function withLoginEntry(entries: ReactNode[], login: ReactNode): ReactNode[] {
  if (login === null) return entries;
  const out = [...entries];
  out.splice(Math.min(LOGIN_REGISTER_INDEX, out.length), 0, login);
  return out;
}
