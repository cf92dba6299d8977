import { Writable } from 'node:stream';

/** A stream to give a logger in a test, keeping every line it writes; `text()` is all of them. */
export function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}
