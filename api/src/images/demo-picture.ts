import sharp from 'sharp';

/** Which way a demo picture's gradient runs: top to bottom, or corner to corner. */
export type GradientDirection = 'vertical' | 'diagonal';

/**
 * A demo JPEG: a two-colour gradient background with `shapes` (SVG elements) drawn over it, so each seeded picture
 * looks different without shipping image files.
 */
export async function gradientJpeg(
  width: number,
  height: number,
  [top, bottom]: readonly [string, string],
  direction: GradientDirection,
  shapes: string,
): Promise<Buffer> {
  const [x2, y2] = direction === 'vertical' ? [0, 1] : [1, 1];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    ${shapes}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
