import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { useCallback } from 'react';
import { useSessionStore } from '../../state/useSession';

/** What POST /api/images answers (201): the Image item, `@id` being the reference forms store (`/images/5`). */
export interface UploadedImage {
  '@id': string;
  id: number;
  squareSmallUrl?: string | null;
  mediumUrl?: string | null;
}

/** A refused or failed upload; `message` is what the host reads. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** Multipart text fields sent with the file (`property`, `propertyPhotoType`, `caption`). */
  fields?: Record<string, string>;
  /** 0 to 1 as the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The REST API through the gateway's proxy (one origin for the browser). */
export const IMAGES_ENDPOINT = '/api/images';

/** JPG, JPEG or PNG, by its name and (when the browser says) its type (spec §5 Image fields). */
export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type === '' || (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension) && typeOk;
}

/** The `accept` attribute of the file inputs. */
export const IMAGE_ACCEPT = [...IMAGE_EXTENSIONS.map((extension) => `.${extension}`), ...IMAGE_MIME_TYPES].join(',');

/** The message of a refused upload: the API's violations, its error message, or the generic texts. */
export function uploadErrorMessage(status: number, body: unknown): string {
  const data = (body ?? {}) as { violations?: { message?: unknown }[]; message?: unknown };
  if (status === 422 && Array.isArray(data.violations) && data.violations.length > 0) {
    return data.violations.map((violation) => String(violation.message ?? '')).join(' ');
  }
  if (status === 415) return PROPERTY_MESSAGES.imageType;
  if (status >= 400 && status < 500 && typeof data.message === 'string' && data.message) return data.message;
  if (status === 0 || status === 502 || status === 503 || status === 504) return MESSAGES.couldNotConnect;
  return MESSAGES.genericError;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/images (multipart: `file` and the text fields), with the bearer token. XMLHttpRequest rather than
 * fetch: fetch cannot report upload progress, and each upload's tile shows it.
 */
export function uploadImage(file: File, token: string | null, options: UploadOptions = {}): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMAGES_ENDPOINT);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      const image = body as Partial<UploadedImage> | null;
      if (xhr.status >= 200 && xhr.status < 300 && image && typeof image['@id'] === 'string') {
        options.onProgress?.(1);
        resolve(image as UploadedImage);
      } else {
        reject(new UploadError(uploadErrorMessage(xhr.status, body), xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError(MESSAGES.couldNotConnect, 0));
    xhr.onabort = () => reject(new UploadError('Upload cancelled', 0));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value);
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

export type Uploader = (file: File, options?: UploadOptions) => Promise<UploadedImage>;

/** uploadImage with the signed-in user's token; a 401 (the token is no longer valid) signs out. */
export function useImageUpload(): Uploader {
  const store = useSessionStore();
  return useCallback(
    async (file, options) => {
      try {
        return await uploadImage(file, store.token(), options);
      } catch (error) {
        if (error instanceof UploadError && error.status === 401) store.logout();
        throw error;
      }
    },
    [store],
  );
}

/** PUT /api/images/{id} (JSON), for what the GraphQL API cannot set: the listing a fresh upload belongs to. */
export async function putImage(id: string, body: Record<string, unknown>, token: string | null): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${IMAGES_ENDPOINT}/${encodeURIComponent(id)}`, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new UploadError(MESSAGES.couldNotConnect, 0);
  }
  if (response.ok) return;
  const data = parse(await response.text().catch(() => ''));
  const error = new UploadError(uploadErrorMessage(response.status, data), response.status);
  Object.assign(error, { violations: (data as { violations?: unknown } | null)?.violations });
  throw error;
}

/** DELETE /api/images/{id}: a fresh upload the host discarded before adding it (best effort). */
export async function deleteImage(id: string, token: string | null): Promise<void> {
  try {
    await fetch(`${IMAGES_ENDPOINT}/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    // An unattached upload left behind costs nothing but storage.
  }
}

/** The id of an `/images/{id}` reference, or null. */
export function imageIdOf(reference: string | null | undefined): string | null {
  return /^\/images\/(\d+)$/.exec(reference ?? '')?.[1] ?? null;
}
