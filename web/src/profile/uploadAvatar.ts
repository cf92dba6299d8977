import { MESSAGES } from '@portal/schema';
import { UploadError, uploadErrorMessage } from '../properties/photos/uploadImage';

export interface AvatarSizes {
  squareSmallUrl: string;
  mediumUrl: string;
  largeUrl: string;
  originalUrl: string;
}

function isAvatarSizes(value: unknown): value is AvatarSizes {
  if (typeof value !== 'object' || value === null) return false;
  const fields = new Map(Object.entries(value));
  return ['squareSmallUrl', 'mediumUrl', 'largeUrl', 'originalUrl'].every((key) => typeof fields.get(key) === 'string');
}

/**
 * PUT /api/users/{id}/avatar (multipart: `file` and the square to keep, in the upright image's pixels). A file
 * upload goes through the REST proxy, as photos do; the answer is the user with the new avatarImage.
 */
export async function uploadAvatar(
  userId: string,
  file: File,
  crop: { x: number; y: number; size: number },
  token: string | null,
): Promise<AvatarSizes> {
  const body = new FormData();
  body.append('cropX', String(crop.x));
  body.append('cropY', String(crop.y));
  body.append('cropSize', String(crop.size));
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/users/${encodeURIComponent(userId)}/avatar`, {
      method: 'PUT',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
    });
  } catch {
    throw new UploadError(MESSAGES.couldNotConnect, 0);
  }
  const data: unknown = await response.json().catch(() => null);
  const avatar = data && typeof data === 'object' && 'avatarImage' in data ? data.avatarImage : null;
  if (response.ok && isAvatarSizes(avatar)) return avatar;
  throw new UploadError(uploadErrorMessage(response.status, data), response.status);
}
