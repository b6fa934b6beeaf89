// `npm run images`: renders the seed products' gallery images and the logo again into
// DATA_DIR/media (e.g. after changing the drawings in server/media/product-svg.ts). File names
// stay the same, so the database needs no change. `--no-cache` renders every image afresh.
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { buildSeedProducts, SHOP_NAME } from '../server/db/seed/catalog-build.ts';
import { imageSpecOf } from '../server/db/seed/catalog.ts';
import { generateLogo, generateProductImages } from '../server/media/generate-images.ts';

const config = loadConfig();
const mediaDir = path.join(config.dataDir, 'media');
const started = Date.now();
const specs = buildSeedProducts().map(imageSpecOf);
const images = await generateProductImages(specs, {
  mediaDir,
  cacheDir: process.argv.includes('--no-cache') ? null : undefined,
});
await generateLogo(mediaDir, SHOP_NAME);
const count = [...images.values()].reduce((n, list) => n + list.length, 0);
console.log(
  `images: ${count} product images for ${specs.length} products in ${mediaDir} (${Date.now() - started} ms)`,
);
