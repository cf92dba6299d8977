/** A feed that could not be fetched or read: its message is stored on the calendar as `lastSyncError`. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}
