// Pure text helpers of the catalogue views (no React, no prices).

/** Teaser texts are cut at 149 characters with an ellipsis (spec §5). */
export const TEASER_MAX_LENGTH = 149;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Plain text of a catalogue HTML snippet: tags dropped, common entities decoded, whitespace collapsed. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A teaser of at most 149 characters plus an ellipsis when the text is longer. */
export function teaserText(html: string | null | undefined, max = TEASER_MAX_LENGTH): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** The URL key or path of a catalogue URL: no surrounding slashes, no `.html` suffix. */
export function normalizeCatalogPath(path: string): string {
  return path
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.html$/, '');
}
