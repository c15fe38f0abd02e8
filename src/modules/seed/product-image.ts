import { loadSharp } from '../../common/lazy-libraries.js';
import { escapeHtml } from '../../common/html.js';

const PALETTES = [
  ['#007a4a', '#3a75c4'],
  ['#3a75c4', '#0b3d2a'],
  ['#009e60', '#fcd116'],
  ['#0b3d2a', '#009e60'],
  ['#1f4f8f', '#009e60'],
];

/** A simple illustrated card for demo products (no network to fetch photos from). */
export async function demoProductImage(name: string, index: number): Promise<Buffer> {
  const [a, b] = PALETTES[index % PALETTES.length]!;
  const words = name.split(' ');
  const lines = [words.slice(0, 3).join(' '), words.slice(3).join(' ')].filter(Boolean);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>
<circle cx="640" cy="160" r="120" fill="#ffffff" fill-opacity="0.12"/>
<circle cx="140" cy="680" r="180" fill="#fcd116" fill-opacity="0.18"/>
${lines.map((l, i) => `<text x="60" y="${400 + i * 70}" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeHtml(l)}</text>`).join('')}
<text x="60" y="720" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#ffffff" fill-opacity="0.85">Mbolo</text>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).resize(600, 600).webp({ quality: 70 }).toBuffer();
}
