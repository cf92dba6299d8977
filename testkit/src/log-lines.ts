import { Writable } from 'node:stream';

/**
 * A stream to give a logger in a test, keeping every line it writes; `text()` is all of them, `secretsIn(secrets)`
 * those of `secrets` that made it into the log, `missing(expected)` those of `expected` that did not.
 */
export function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const text = () => lines.join('');
  return {
    stream,
    text,
    secretsIn: (secrets: string[]) => secrets.filter((secret) => text().includes(secret)),
    missing: (expected: string[]) => expected.filter((part) => !text().includes(part)),
  };
}

/** URLs holding a secret, and what a server's request log must show of them: the API's and the gateway's alike. */
export const SECRET_URLS: readonly (readonly [url: string, logged: string])[] = [
  ['/billing/checkout-session?plan=premium&bearer=eyJ.a.b', '/billing/checkout-session?plan=premium&bearer=[redacted]'],
  ['/api/booking-invoice/pdf/3?bearer=eyJ.x.y', '/api/booking-invoice/pdf/3?bearer=[redacted]'],
  ['/ical/3f9a0c.ics', '/ical/[redacted].ics'],
  ['/api/ical/abc123.ics', '/api/ical/[redacted].ics'],
  ['/api/ical/3f9a0c.ics?x=1', '/api/ical/[redacted].ics?x=1'],
  ['/properties/4/ical-export/rotate', '/properties/4/ical-export/rotate'],
  ['/invite/4/ada?code=K7Q2', '/invite/4/ada?code=[redacted]'],
  ['/invite/9/grace?code=K7Q2&x=1', '/invite/9/grace?code=[redacted]&x=1'],
  [
    '/x?TOKEN=a&Password=b&plainPassword=c&inviteCode=d',
    '/x?TOKEN=[redacted]&Password=[redacted]&plainPassword=[redacted]&inviteCode=[redacted]',
  ],
];
