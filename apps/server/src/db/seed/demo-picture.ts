import sharp from 'sharp';

/**
 * The picture the demo mentee shares in the demo chat: a sketch of her first web page, a gallery
 * of three drawings (sun, tree, house). Shapes only, no text, so it looks the same whatever fonts
 * the machine has.
 */
const firstWebPageSketch = `
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520" viewBox="0 0 800 520">
  <rect width="800" height="520" fill="#eef2f7"/>
  <rect x="40" y="30" width="720" height="460" rx="18" fill="#ffffff" stroke="#9aa6b8" stroke-width="4"/>
  <path d="M40 48a18 18 0 0 1 18-18h684a18 18 0 0 1 18 18v42H40z" fill="#dde3ec"/>
  <circle cx="74" cy="60" r="10" fill="#ef6b5b"/>
  <circle cx="106" cy="60" r="10" fill="#f2c14e"/>
  <circle cx="138" cy="60" r="10" fill="#5cb85c"/>
  <rect x="180" y="48" width="420" height="24" rx="12" fill="#ffffff"/>
  <rect x="90" y="120" width="300" height="30" rx="8" fill="#4a5bd4"/>
  <rect x="90" y="162" width="460" height="14" rx="7" fill="#c3cad6"/>

  <rect x="90" y="210" width="190" height="230" rx="12" fill="#fff6d9" stroke="#f2c14e" stroke-width="4"/>
  <circle cx="185" cy="310" r="48" fill="#f7b733"/>
  <g stroke="#f7b733" stroke-width="8" stroke-linecap="round">
    <path d="M185 236v-14M185 398v-14M111 310h-14M273 310h-14M133 258l-10-10M247 372l-10-10M237 258l10-10M133 362l-10 10"/>
  </g>

  <rect x="305" y="210" width="190" height="230" rx="12" fill="#e6f6e8" stroke="#5cb85c" stroke-width="4"/>
  <rect x="388" y="340" width="24" height="70" fill="#8d5b3a"/>
  <circle cx="400" cy="300" r="62" fill="#4caf50"/>
  <circle cx="370" cy="320" r="34" fill="#43a047"/>

  <rect x="520" y="210" width="190" height="230" rx="12" fill="#e8ecfb" stroke="#4a5bd4" stroke-width="4"/>
  <rect x="560" y="320" width="110" height="90" fill="#ef6b5b"/>
  <path d="M545 325l70-70 70 70z" fill="#8d3b2f"/>
  <rect x="600" y="360" width="30" height="50" fill="#ffffff"/>
</svg>`;

/** The sketch as WebP, as every chat image is stored. */
export function demoChatPicture(): Promise<Buffer> {
  return sharp(Buffer.from(firstWebPageSketch)).webp({ quality: 82 }).toBuffer();
}
