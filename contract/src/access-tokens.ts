import type { AccessTokenScope } from '@portal/schema';
import Type, { type Static } from 'typebox';
import { collectionOf, field, integer, jsonLd, optionalText, text, textOf } from './common.js';

/** A personal access token as listed (GET /access-tokens): never its secret, which only the creation answer holds. */
export const accessTokenItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  name: text,
  scopes: Type.Array(textOf<AccessTokenScope>()),
  createdAt: text,
  /** Null: never expires. */
  expiresAt: optionalText,
  /** Null: never used. Updated at most once a minute. */
  lastUsedAt: optionalText,
});
export type AccessTokenDto = Static<typeof accessTokenItemSchema>;

/** POST /access-tokens answer: the token and, this once only, its secret (`hp_…`). */
export const createdAccessTokenSchema = Type.Object({ ...accessTokenItemSchema.properties, token: text });
export type CreatedAccessTokenDto = Static<typeof createdAccessTokenSchema>;

export const accessTokenCollectionSchema = collectionOf(accessTokenItemSchema);

/** POST /access-tokens (bounded here; the rules and messages are the yup schema's). */
export const accessTokenBody = Type.Object({
  name: field.string(),
  scopes: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 12 })),
  expiresInDays: field.number(),
});
export type AccessTokenBody = Static<typeof accessTokenBody>;
