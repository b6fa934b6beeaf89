// The parts of the message catalogs: `core` for the pages every shopper sees, one part per area
// whose texts only its own routes show (loaded by those routes, src/lib/i18n.ts), and `shared`
// for texts several areas use but no page outside them (the address form of the account and the
// checkout): loaded with any area. The build splits each language's catalog by the files a text
// is used in (scripts/vite-lingui-areas.ts).

export const MESSAGE_AREAS = ['account', 'checkout', 'cancellation'] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];
/** Every part of a catalog the build makes. */
export type MessagePart = MessageArea | 'shared' | 'core';
export const MESSAGE_PARTS: readonly MessagePart[] = ['core', 'shared', ...MESSAGE_AREAS];

/** The files of each area, relative to the project (the catalogs' origins). */
const AREA_FILES: Record<MessageArea, RegExp> = {
  // The newsletter views (but the account's newsletter page) and the forms' status line are not
  // the account's only: the footer, the modal and the newsletter link pages show them outside it.
  account:
    /^src\/(views\/account\/(?!newsletter-(?!page\.)|form-status\.)|routes\/\$lang\/(_auth\/)?customer\/)/,
  checkout:
    /^src\/(views\/checkout\/|routes\/\$lang\/(checkout\.tsx|checkout2\/|paypal-order\.tsx|stripe-order\.tsx))/,
  cancellation:
    /^src\/(views\/contract-cancellation\/|routes\/\$lang\/(cancel-contracts\.tsx|vertraege-kuendigen\.tsx|-cancel-contracts-route\.ts))/,
};

/**
 * The part a text belongs in: its area when every file using it is in one area, `shared` when
 * they are all in areas but in more than one, else `core`.
 * An origin may name several files separated by spaces: the catalogs are written without line
 * numbers, so one `#:` line lists every file and the PO reader returns it as one origin.
 */
export function messageAreaOf(origins: readonly string[]): MessagePart {
  const files = origins.flatMap((origin) => origin.split(/\s+/).filter(Boolean));
  const areas = new Set(files.map((file) => MESSAGE_AREAS.find((area) => AREA_FILES[area].test(file))));
  if (areas.size === 0 || areas.has(undefined)) return 'core';
  const [only] = areas;
  return areas.size === 1 && only ? only : 'shared';
}
