// Renders the landing page's SVG art to the modern formats the page serves: AVIF first, WebP as
// the fallback, each at 600 px (the phone variant) and 1200 px. Run after changing the art.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const landing = fileURLToPath(new URL('../src/features/landing/', import.meta.url));
const pictures = ['who-we-are', 'why-choose'];
const widths = [600, 1200];

for (const name of pictures) {
  const svg = path.join(landing, 'art', `${name}.svg`);
  for (const width of widths) {
    const image = sharp(svg, { density: 144 }).resize({ width });
    const base = path.join(landing, 'images', `${name}-${width}`);
    await image.clone().avif({ quality: 55, effort: 6 }).toFile(`${base}.avif`);
    await image.clone().webp({ quality: 80 }).toFile(`${base}.webp`);
    console.log(`wrote ${base}.avif and .webp`);
  }
}
