import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG written by hand (no image library): 8-bit RGB, `width` × `height` as its header says, with `scanlines`
 * (each row: a filter byte, then 3 bytes a pixel) deflated as its one IDAT. The header need not match the data: a
 * 60000 × 60000 header over a few bytes is a decompression bomb.
 */
export function rgbPng(width: number, height: number, scanlines: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
