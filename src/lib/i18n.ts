import { i18n, type Messages } from '@lingui/core';
import { type Lang, localeOf } from '../../domain/store.ts';

// Catalogs are compiled from locales/*.po by @lingui/vite-plugin and loaded on demand, so a
// visitor downloads only the language they read.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*.po');

const loaded = new Map<Lang, Messages>();

async function messagesFor(lang: Lang): Promise<Messages> {
  const cached = loaded.get(lang);
  if (cached) return cached;
  const load = catalogs[`../../locales/${lang}.po`];
  const messages = load ? (await load()).messages : {};
  loaded.set(lang, messages);
  return messages;
}

/** Loads the catalog of `lang` (once) and makes it the active locale; sets `<html lang>`. */
export async function activateLanguage(lang: Lang): Promise<void> {
  if (i18n.locale !== lang) {
    const messages = await messagesFor(lang);
    i18n.loadAndActivate({ locale: lang, locales: [localeOf(lang)], messages });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export { i18n };
