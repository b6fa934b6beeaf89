// Finding 12 of the security review: review texts reached the moderator's terminal verbatim
// through `npm run reviews -- pending`, escape sequences included (recolouring, moving the
// cursor, rewriting the lines above, setting the window title).
import { describe, expect, it } from 'vitest';
import { isControlCharacter } from '../../domain/text.ts';
import type { ModerationReview } from '../../server/commerce/reviews.ts';
import { escapeControlCharacters, formatModerationReview } from '../../scripts/review-listing.ts';

const review = (over: Partial<ModerationReview>): ModerationReview => ({
  id: 7,
  sku: 'vit-d3',
  language: 'de',
  nickname: 'Anna',
  summary: 'Gut',
  text: 'Hilft mir.',
  stars: 4,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  ...over,
});

// Anything a terminal interprets, except the line feeds between the lines we print.
const controlsIn = (out: string) =>
  [...out].filter((c) => c !== '\n' && isControlCharacter(c.charCodeAt(0))).map((c) => c.charCodeAt(0));

describe('printing a review for moderation', () => {
  it('prints an ordinary review as before', () => {
    expect(formatModerationReview(review({}))).toBe(
      '#7  2026-11-01  vit-d3 (de)  ★★★★☆  Anna: Gut\n      Hilft mir.',
    );
  });

  it('escapes escape sequences, carriage returns, bells and bidi overrides in every field', () => {
    const out = formatModerationReview(
      review({
        nickname: 'Eve\u001b]0;pwned\u0007',
        summary: 'Top\u001b[2K\r#8  2026-11-01  approved',
        text: 'Nice\u001b[31m red\u009b1A \u202eevil\u0000',
      }),
    );
    expect(controlsIn(out)).toEqual([]);
    expect(out).toContain('Eve\\x1b]0;pwned\\x07');
    expect(out).toContain('Top\\x1b[2K\\r#8');
    expect(out).toContain('Nice\\x1b[31m red\\x9b1A \\u202eevil\\x00');
  });

  it('keeps line breaks of the text as indented lines, so no line can pose as another review', () => {
    const out = formatModerationReview(review({ text: 'one\n#99  2026-01-01  fake\r\ntwo' }));
    expect(out.split('\n')).toEqual([
      '#7  2026-11-01  vit-d3 (de)  ★★★★☆  Anna: Gut',
      '      one',
      '      #99  2026-01-01  fake',
      '      two',
    ]);
  });

  it('escapes a backslash so escaped text cannot be faked', () => {
    expect(escapeControlCharacters('a\\x1b\u001b')).toBe('a\\\\x1b\\x1b');
  });
});
