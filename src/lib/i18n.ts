import { i18n, type Messages } from '@lingui/core';
import { type Lang, localeOf } from '../../domain/store.ts';
import { MESSAGE_AREAS, type MessageArea, type MessagePart } from './message-areas.ts';

// Catalogs are compiled from locales/*.po by the build and loaded on demand, so a visitor
// downloads only the language they read, and of it the part the pages they open show: `core`
// on every page, an area's texts (account, checkout, cancellation) with that area's routes, the
// texts several areas share with any of them (src/lib/message-areas.ts, scripts/vite-lingui-areas.ts).
type CatalogModule = { messages: Messages };
const parts: Record<MessagePart, Record<string, () => Promise<CatalogModule>>> = {
  core: import.meta.glob<CatalogModule>('../../locales/*.po', { query: { area: 'core' } }),
  shared: import.meta.glob<CatalogModule>('../../locales/*.po', { query: { area: 'shared' } }),
  account: import.meta.glob<CatalogModule>('../../locales/*.po', { query: { area: 'account' } }),
  checkout: import.meta.glob<CatalogModule>('../../locales/*.po', { query: { area: 'checkout' } }),
  cancellation: import.meta.glob<CatalogModule>('../../locales/*.po', { query: { area: 'cancellation' } }),
};

const loaded = new Map<string, Messages>();
/** The areas opened so far: a language switch loads them in the new language too. */
const areas = new Set<MessageArea>(
  // Component and unit tests render the views of every area outside their routes.
  import.meta.env.MODE === 'test' ? MESSAGE_AREAS : [],
);

async function messagesFor(lang: Lang, part: MessagePart): Promise<Messages> {
  const key = `${lang}:${part}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const load = parts[part][`../../locales/${lang}.po`];
  const messages = load ? (await load()).messages : {};
  loaded.set(key, messages);
  return messages;
}

/** Loads the catalog of `lang` (once) and makes it the active locale; sets `<html lang>`. */
export async function activateLanguage(lang: Lang): Promise<void> {
  if (i18n.locale !== lang) {
    const catalogs = await Promise.all([
      messagesFor(lang, 'core'),
      ...[...areas].map((area) => messagesFor(lang, area)),
      ...(areas.size > 0 ? [messagesFor(lang, 'shared')] : []),
    ]);
    i18n.loadAndActivate({
      locale: lang,
      locales: [localeOf(lang)],
      messages: Object.assign({}, ...catalogs),
    });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * Loads the texts of an area into the active language (once); its routes call it before they
 * render (beforeLoad), after the language route activated the language.
 */
export async function loadMessageArea(area: MessageArea): Promise<void> {
  areas.add(area);
  const lang = i18n.locale as Lang | undefined;
  if (!lang) return;
  if (loaded.has(`${lang}:${area}`)) return;
  const [own, shared] = await Promise.all([messagesFor(lang, area), messagesFor(lang, 'shared')]);
  i18n.load(lang, { ...shared, ...own });
}

export { i18n };
