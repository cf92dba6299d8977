import { readFileSync } from 'node:fs';

/** SecLists' 10,000 most common passwords (api/assets/SOURCES.md); the path holds from src/ and from dist/. */
const LIST_FILE = new URL('../../assets/common-passwords.txt', import.meta.url);

const key = (password: string) => password.normalize('NFC').toLowerCase();

/** Read once, when the API starts: a missing file stops the start rather than letting weak passwords in. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(LIST_FILE, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map(key),
);

/** Whether the password is on the list, whatever its case ('Password1' is 'password1'). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(key(password));
}
