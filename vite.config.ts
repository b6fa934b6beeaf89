import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { linguiAreas } from './scripts/vite-lingui-areas.ts';
import { precompress } from './scripts/vite-precompress.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    linguiAreas(),
    tailwindcss(),
    precompress(),
    {
      // The typesense client (CommonJS) takes tslib as one object, which kept every tslib helper
      // in the chunk the ES modules share (Apollo's rxjs) on every page: it gets its own copy.
      name: 'vitalshop:tslib-for-typesense',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source === 'tslib' && importer?.includes('/node_modules/typesense/'))
          return fileURLToPath(new URL('./node_modules/tslib/tslib.js', import.meta.url));
        return null;
      },
    },
  ],
  resolve: {
    // The typesense client's HTTP layer on fetch instead of axios, its log on the console instead
    // of loglevel (src/lib/typesense-fetch.ts, typesense-log.ts): 20 kB brotli less per search.
    alias: [
      {
        find: /^axios$/,
        replacement: fileURLToPath(new URL('./src/lib/typesense-fetch.ts', import.meta.url)),
      },
      {
        find: /^rxjs$/,
        replacement: fileURLToPath(new URL('./node_modules/rxjs/dist/esm/index.js', import.meta.url)),
      },
      {
        // Radix's scroll lock writes its rules into a <style> element, which the Content Security
        // Policy refuses; src/lib/style-singleton.ts adopts them as a constructed stylesheet.
        find: /^react-style-singleton$/,
        replacement: fileURLToPath(new URL('./src/lib/style-singleton.ts', import.meta.url)),
      },
      {
        find: /^loglevel$/,
        replacement: fileURLToPath(new URL('./src/lib/typesense-log.ts', import.meta.url)),
      },
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      // Exact match: '/graphql/generated/…' are source modules Vite itself serves.
      '^/graphql$': apiTarget,
      '/typo3-api/': apiTarget,
      '/media/': apiTarget,
      '/search/': apiTarget,
      '/captcha/': apiTarget,
      '/fileadmin/': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
  build: { outDir: 'dist/client', sourcemap: true },
});
