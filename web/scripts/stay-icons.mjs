#!/usr/bin/env node
// Draws the guest app's PNG icons (web/public/stay/icons) from the favicon's house: run once, the PNGs are committed.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const out = new URL('../public/stay/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const house = 'M16 7 6 15.2h3V25h5.2v-5.6h3.6V25H23v-9.8h3z';
// Rounded for the plain icons; full bleed with the house inside the safe zone (80 %) for the maskable one.
const plain = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1e7973"/><path d="${house}" fill="#fff"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1e7973"/><path d="${house}" fill="#fff" transform="translate(3.2 3.2) scale(0.8)"/></svg>`;
for (const [name, svg, size] of [
  ['icon-192.png', plain, 192],
  ['icon-512.png', plain, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
]) {
  await sharp(Buffer.from(svg)).resize(size, size).png().toFile(new URL(name, out).pathname);
}
