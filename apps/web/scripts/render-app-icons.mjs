// Renders the installed app's icons from the brand mark (public/favicon.svg): 192 and 512 px
// with its rounded corners, a maskable 512 px whose mark sits inside the 80% safe zone on a full
// square (a phone cuts its own shape), and the 180 px icon iOS puts on the home screen.
// Run after changing the mark.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const mark = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim();
// The same drawing on a full, square background, scaled into the safe zone.
const inner = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#4338ca"/><g transform="translate(9.6 9.6) scale(0.7)">${inner}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon-180.png', svg: maskable, size: 180 },
];
for (const { file, svg, size } of icons) {
  const target = path.join(publicDir, 'icons', file);
  await sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(target);
  console.log(`wrote ${target}`);
}
