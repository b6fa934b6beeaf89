// HTML from the commerce and content APIs passes through DOMPurify before it reaches the DOM:
// an API (or whoever edits its texts) must not be able to run script in the shop's pages.
import DOMPurify from 'dompurify';

/** The HTML without scripts, event handlers, javascript: URLs, frames, forms or styles. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
