import type { AccessTokenDto, CreatedAccessTokenDto } from '@portal/contract';
import { ACCESS_TOKEN_SCOPES, type AccessTokenScope } from '@portal/schema';
import { iri, item } from '../plugins/json-ld.js';
import type { AccessTokenRow } from './repository.js';

/** The stored scopes, in the canonical order, unknown words dropped. */
export function scopesOf(row: Pick<AccessTokenRow, 'scopes'>): AccessTokenScope[] {
  const words = new Set(row.scopes.split(' '));
  return ACCESS_TOKEN_SCOPES.filter((scope) => words.has(scope));
}

export function toAccessTokenItem(row: AccessTokenRow): AccessTokenDto {
  return item('AccessToken', iri('access-tokens', row.id), {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
  });
}

/** The creation answer: the only time the secret leaves the API. */
export function toCreatedAccessToken(row: AccessTokenRow, secret: string): CreatedAccessTokenDto {
  return { ...toAccessTokenItem(row), token: secret };
}
