import { PROPERTY_MESSAGES } from '@portal/schema';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { violation } from '../plugins/errors.js';

export type ImageFormat = 'jpeg' | 'png';

/** The format by the file's first bytes (its name and declared type prove nothing). */
export function sniffFormat(buffer: Buffer): ImageFormat | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buffer.length >= png.length && png.every((byte, index) => buffer[index] === byte)) return 'png';
  return null;
}

export const CONTENT_TYPE: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png' };
export const EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png' };

export interface ImageLimits {
  /** width × height of the largest accepted image. */
  maxPixels: number;
}

/** A checked image, upright (EXIF orientation applied) and without metadata (no camera GPS leaves the server). */
export interface PreparedImage {
  format: ImageFormat;
  data: Buffer;
  width: number;
  height: number;
}

const decoder = (buffer: Buffer, limits: ImageLimits) =>
  // failOn 'error': phone JPEGs with harmless warnings still load; truly broken files do not.
  sharp(buffer, { limitInputPixels: limits.maxPixels, failOn: 'error' });

/**
 * Checks a file is a JPEG or PNG within the pixel limit, then turns it upright. Every refusal is a 422 on `field`.
 * The pixel count is read from the header before anything is decoded, so a decompression bomb costs nothing.
 */
export async function prepareImage(buffer: Buffer, limits: ImageLimits, field = 'file'): Promise<PreparedImage> {
  const format = sniffFormat(buffer);
  if (!format) throw violation(field, PROPERTY_MESSAGES.imageType);
  let metadata: Metadata;
  try {
    // Only the header is read here: no pixel limit yet, so an oversized image gets its own message below.
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw violation(field, PROPERTY_MESSAGES.imageUnreadable);
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) {
    throw violation(field, PROPERTY_MESSAGES.imageUnreadable);
  }
  if (metadata.width * metadata.height > limits.maxPixels) {
    const megapixels = Math.floor(limits.maxPixels / 1_000_000);
    throw violation(field, `This image is too large: at most ${megapixels} megapixels (width × height) are accepted`);
  }
  try {
    const upright = decoder(buffer, limits).autoOrient();
    const encoded = format === 'jpeg' ? upright.jpeg({ quality: 92 }) : upright.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { format, data, width: info.width, height: info.height };
  } catch {
    throw violation(field, PROPERTY_MESSAGES.imageUnreadable);
  }
}

export interface ImageSizes {
  /** 200 × 200, cropped to fill. */
  squareSmall: Buffer;
  /** 800 wide. */
  medium: Buffer;
  /** 1600 wide. */
  large: Buffer;
}

/** The JPEG sizes of a prepared image (never enlarged; transparency on white). */
export async function renderSizes(image: PreparedImage, limits: ImageLimits): Promise<ImageSizes> {
  const base = decoder(image.data, limits).flatten({ background: '#ffffff' });
  const jpeg = (pipeline: Sharp) => pipeline.jpeg({ quality: 82, progressive: true }).toBuffer();
  const [squareSmall, medium, large] = await Promise.all([
    jpeg(base.clone().resize(200, 200, { fit: 'cover', position: 'attention' })),
    jpeg(base.clone().resize({ width: 800, withoutEnlargement: true })),
    jpeg(base.clone().resize({ width: 1600, withoutEnlargement: true })),
  ]);
  return { squareSmall, medium, large };
}
