import { useEffect } from 'react';

// Stands in for the `react-style-singleton` package (vite.config.ts aliases it here), which
// Radix's dialogs use through react-remove-scroll to lock the page's scrolling while a dialog is
// open: it writes its rules into a <style> element, which the Content Security Policy
// (`style-src 'self'`, server/app.ts) refuses, so the page behind a dialog went on scrolling and
// every dialog logged a violation. Here the same rules go into a constructed stylesheet adopted
// by the document: CSSOM, which the policy does not govern. Same API and counting as the package:
// the rules are added with the first user and removed with the last.

interface Stylesheet {
  add: (style: string) => void;
  remove: () => void;
}

function adoptSupported(): boolean {
  return (
    typeof document !== 'undefined' && 'adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function'
  );
}

function insert(css: string): () => void {
  if (adoptSupported()) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  // Browsers without constructed stylesheets (and jsdom): the package's own way.
  const tag = document.createElement('style');
  tag.appendChild(document.createTextNode(css));
  document.head.appendChild(tag);
  return () => tag.remove();
}

export function stylesheetSingleton(): Stylesheet {
  let counter = 0;
  let removeSheet: (() => void) | null = null;
  return {
    add(style: string) {
      if (counter === 0 && typeof document !== 'undefined') removeSheet = insert(style);
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && removeSheet) {
        removeSheet();
        removeSheet = null;
      }
    },
  };
}

export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: as the package: re-applied only when dynamic
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
}

export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  const useStyle = styleHookSingleton();
  // biome-ignore lint/correctness/noComponentHookFactories: the package's API; its users call it once, at module level
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
