import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { SignedInUser } from './app.js';
import { multipartBody, type FilePart } from './multipart.js';

/** A real PNG with transparency. */
export const testPng = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 0.6 } } })
    .png()
    .toBuffer();

/** A file part of a multipart form (a PNG unless said otherwise). */
export const filePart = (data: Buffer, filename = 'photo.png', contentType = 'image/png'): FilePart => ({
  filename,
  contentType,
  data,
});

/** POST /images as `user`: a multipart form of `fields` and `files`. */
export function postImage(app: FastifyInstance, user: SignedInUser, fields: Record<string, string>, files: FilePart[]) {
  const { payload, headers } = multipartBody(fields, files);
  return app.inject({ method: 'POST', url: '/images', headers: { ...user.auth, ...headers }, payload });
}
