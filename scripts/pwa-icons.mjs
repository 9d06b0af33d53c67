// Draws the sites' app icons (src/client/icons/<set>.svg) as the PNGs the web app manifests name
// (src/client/public/icons/<set>-<size>.png), in the Chromium the tests use. The PNGs are committed;
// run `node scripts/pwa-icons.mjs` after changing an icon. Each SVG fills its square and keeps its
// drawing inside the central circle, so the same file serves as a maskable icon.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './chromium-flags.mjs';

const SOURCES = path.resolve(import.meta.dirname, '../src/client/icons');
const TARGET = path.resolve(import.meta.dirname, '../src/client/public/icons');
const SIZES = [192, 512];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  for (const file of readdirSync(SOURCES).filter((name) => name.endsWith('.svg'))) {
    const svg = readFileSync(path.join(SOURCES, file), 'utf8');
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(`<style>html,body{margin:0}img{display:block}</style><img width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`);
      await page.locator('img').evaluate((image) => image.decode());
      writeFileSync(path.join(TARGET, `${path.basename(file, '.svg')}-${size}.png`), await page.screenshot({ type: 'png', omitBackground: false }));
      await page.close();
    }
  }
} finally {
  await browser.close();
}
