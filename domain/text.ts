// Text of HTML snippets from the APIs (descriptions, teasers, menu cards), for teasers, labels
// and page heads. Shared by the catalogue, the content pages, the navigation and the server.

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

/** `<p>Vitamin D3 &amp; K2</p>` → `Vitamin D3 & K2`: tags dropped, common entities decoded, whitespace collapsed. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
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
