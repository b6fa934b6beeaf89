import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Messages are written in English in the source (the spec quotes them in English);
// the German catalog translates every one. `npm run i18n:extract` updates both.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['de', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}',
      include: ['src', 'machines'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
