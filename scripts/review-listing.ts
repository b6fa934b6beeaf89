// How `npm run reviews -- pending` prints a review. Review texts are written by anyone, and a
// terminal obeys the control characters in what it prints (ESC sequences recolour, move the
// cursor, set the window title or rewrite lines already shown; CR overwrites a line; bidi
// overrides reorder it). Every such character is printed escaped, so the moderator sees exactly
// what was submitted.
import { isControlCharacter } from '../domain/text.ts';
import type { ModerationReview } from '../server/commerce/reviews.ts';

const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r', '\\': '\\\\' };

/**
 * The text with every control character (domain/text.ts: C0 and C1 controls, DEL, line and
 * paragraph separators, bidi marks) written as an escape (`\x1b`, `\n`, `\u202e`); the backslash
 * too, so an escape in the text cannot pass for one of ours.
 */
export function escapeControlCharacters(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '\\' || isControlCharacter(code)) {
      out +=
        NAMED[char] ??
        (code <= 0xff
          ? `\\x${code.toString(16).padStart(2, '0')}`
          : `\\u${code.toString(16).padStart(4, '0')}`);
    } else out += char;
  }
  return out;
}

const INDENT = '      ';

/**
 * A pending review as two or more lines: id, date, product, stars, nickname and summary, then
 * the text indented. Line breaks of the text start a new indented line (so no line of a review
 * can look like the heading of another); every other control character is escaped.
 */
export function formatModerationReview(r: ModerationReview): string {
  const stars = Math.max(0, Math.min(5, r.stars));
  const head = `#${r.id}  ${r.createdAt.toISOString().slice(0, 10)}  ${escapeControlCharacters(r.sku)} (${escapeControlCharacters(r.language)})  ${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}  ${escapeControlCharacters(r.nickname)}: ${escapeControlCharacters(r.summary)}`;
  const body = r.text
    .split(/\r?\n/)
    .map((line) => `${INDENT}${escapeControlCharacters(line)}`)
    .join('\n');
  return `${head}\n${body}`;
}
