/** A password every rule accepts. */
export const STRONG_PASSWORD = 'Sunny-Flat-42';

let counter = 0;

/** Sign-up input (POST /register, the `register` mutation) valid by every rule, with an email no other test has. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `host${counter}-${Date.now()}@example.com`,
    phone: '+44 20 7946 0000',
    plainPassword: STRONG_PASSWORD,
    acceptsMarketing: false,
    ...overrides,
  };
}
