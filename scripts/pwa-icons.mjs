// Draws the PWA icons (public/icons/*.png) from public/favicon.svg with sharp. The PNGs are committed
// (a few KB): run again after the logo changes, `node scripts/pwa-icons.mjs` (Node 24, from the project).
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const root = new URL('../', import.meta.url);
const svg = await readFile(new URL('public/favicon.svg', root), 'utf8');
// maskable and Apple icons are cropped by the system: full-bleed square (no rounded corners, no transparency);
// the letter sits well inside the safe circle (40 % of the size around the centre)
const square = svg.replace(/ rx="\d+"/g, '');

const icons = [
  ['icon-192.png', svg, 192],
  ['icon-512.png', svg, 512],
  ['maskable-512.png', square, 512],
  ['apple-touch-icon.png', square, 180],
];
for (const [name, source, size] of icons) {
  const png = await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(new URL(`public/icons/${name}`, root), png);
  console.log(`public/icons/${name}: ${png.length} bytes`);
}
