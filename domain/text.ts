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

/** A numeric character reference as its character; none for NUL, controls, surrogates and beyond U+10FFFF. */
function fromCodePoint(code: number): string {
  if (!Number.isFinite(code) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
  return isControlCharacter(code) && code !== 0x09 && code !== 0x0a ? '' : String.fromCodePoint(code);
}

/**
 * `<p>Vitamin D3 &amp; K2</p>` → `Vitamin D3 & K2`: comments and the contents of script and style
 * elements dropped with them, tags dropped, common and numeric entities decoded, whitespace
 * collapsed. The text a reader sees, never markup; it goes into JSON-LD, meta tags and teasers.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return (
    html
      .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      // One pass, so `&amp;lt;` stays the text `&lt;`.
      .replace(
        /&(?:(amp|lt|gt|quot|apos|nbsp|#39)|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi,
        (_, name?: string, decimal?: string, hex?: string) =>
          name
            ? (ENTITIES[name.toLowerCase()] ?? '')
            : fromCodePoint(decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16)),
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A teaser of at most 149 characters plus an ellipsis when the text is longer. */
export function teaserText(html: string | null | undefined, max = TEASER_MAX_LENGTH): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/**
 * True for a character a terminal, a mail header or a text layout acts on rather than shows: the
 * C0 and C1 controls (NUL, tab, line feed, ESC…), DEL, the Unicode line and paragraph separators
 * and the bidirectional embedding, override and isolate marks.
 */
export function isControlCharacter(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** True when the text holds a control character (see isControlCharacter). */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControlCharacter(text.charCodeAt(i))) return true;
  return false;
}
