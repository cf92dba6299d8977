/** A `close` that runs `closers` one after the other, the first first (a server before the database it uses, say). */
export function closeInTurn(...closers: (() => unknown)[]): () => Promise<void> {
  return async () => {
    for (const close of closers) await close();
  };
}
