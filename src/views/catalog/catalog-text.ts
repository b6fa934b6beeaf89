// Pure text helpers of the catalogue views (no React, no prices); HTML to text is domain/text.ts.

/** The URL key or path of a catalogue URL: no surrounding slashes, no `.html` suffix. */
export function normalizeCatalogPath(path: string): string {
  return path
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.html$/, '');
}
