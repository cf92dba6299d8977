import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder of the SDL files, one per domain. Works from src/ (tests) and dist/ (built). */
const SDL_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'graphql');

/** The GraphQL SDL of every domain, in file-name order. */
export function loadTypeDefs(): string[] {
  return readdirSync(SDL_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(join(SDL_DIR, f), 'utf8'));
}
