/** What the client needs of the session: the current bearer token, and a way to sign out. */
export interface ClientSession {
  token(): string | null;
  logout(): void;
  /** Called on every session change, so the socket can reconnect with the new token. */
  subscribe(listener: () => void): () => void;
}
