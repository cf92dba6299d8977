/** What the main thread (servers) hands the clients' worker for one case, and what it answers. */
export interface CaseSpec {
  apiUrl: string;
  /** Every user's subscriptions are spread evenly over these gateways. */
  gatewayUrls: string[];
  /** Open subscriptions of the host, who receives every message. */
  subscriptions: number;
  /** Open subscriptions of a user in no conversation: each must receive nothing. */
  strangerSubscriptions: number;
  /** Unmeasured messages first (connection pools, JIT, the subscriptions' booking loaders). */
  warmup: number;
  messages: number;
  gapMs: number;
  hostToken: string;
  guestToken: string;
  strangerToken: string;
  /** `/bookings/{id}`: the guest posts to it. */
  booking: string;
}

export interface CaseResult {
  /** ms from just before each POST to each receipt, by gateway (index of gatewayUrls). */
  latenciesByGateway: number[][];
  /** ms from just before each POST until its last subscriber had it. */
  untilLast: number[];
  /** ms until each POST /messages was answered. */
  answered: number[];
  expected: number;
  received: number;
  duplicates: number;
  strangerReceipts: number;
  /** ms to open every subscription and see it deliver. */
  setupMs: number;
}
