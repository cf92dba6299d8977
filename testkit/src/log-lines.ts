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
