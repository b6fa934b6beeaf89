import { expect } from 'vitest';

/**
 * HTML an API (or whoever edits its texts) could send to run script in the shop's pages: script
 * elements, event handlers, javascript: URLs (plain, mixed case, padded, in SVG and forms),
 * frames and styles. `marker` starts the one paragraph that is meant to survive.
 */
export function hostileHtml(marker: string): string {
  return (
    `<p>${marker} <a href="javascript:alert(1)" onclick="alert(2)">link</a></p>` +
    '<img src="x" alt="kept image" onerror="alert(3)"><script>alert(4)</script>' +
    '<a href=" JaVaScRiPt:alert(5)">mixed case</a>' +
    '<svg><a xlink:href="javascript:alert(6)"><text>svg link</text></a><script>alert(7)</script></svg>' +
    '<iframe src="javascript:alert(8)"></iframe>' +
    '<form action="javascript:alert(9)"><button formaction="javascript:alert(10)">go</button></form>' +
    '<div onmouseover="alert(11)"><p style="position:fixed;inset:0">styled</p></div>' +
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(12)></style></mglyph></table></mtext></math>'
  );
}

/** Nothing in `root` can run script: no script, frame, form or style, no handler, no javascript: URL. */
export function expectSanitized(root: Element): void {
  expect(root.querySelector('script, iframe, form, style, [style]')).toBeNull();
  for (const element of root.querySelectorAll('*'))
    for (const attribute of element.attributes) {
      expect(attribute.name, `<${element.localName} ${attribute.name}>`).not.toMatch(/^on/i);
      expect(attribute.value, `<${element.localName} ${attribute.name}>`).not.toMatch(/^\s*javascript:/i);
    }
  // The harmless markup stays.
  expect(root.querySelector('a')?.textContent).toBe('link');
  expect(root.querySelector('img[alt="kept image"]')).not.toBeNull();
}
