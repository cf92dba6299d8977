import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_LIMITS } from '@portal/schema';

/** A new secret: the recognisable prefix and 256 random bits, base64url (`hp_` + 43 characters). */
export const newSecret = () => ACCESS_TOKEN_LIMITS.prefix + randomBytes(32).toString('base64url');

/**
 * What the database keeps of a secret: its SHA-256, hex. A slow hash (argon2, as for passwords) is not needed: the
 * secret has 256 random bits, so nobody can guess one from its hash, and every request checks one.
 */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const SECRET = /^hp_[A-Za-z0-9_-]{43}$/;

/** True for a bearer value shaped like a personal access token (a JWT never starts with `hp_`). */
export const isAccessToken = (bearer: string) => bearer.startsWith(ACCESS_TOKEN_LIMITS.prefix);

/** True for a well-formed secret: anything else is refused without a database read. */
export const isWellFormedSecret = (bearer: string) => SECRET.test(bearer);
