/** What ending an account's API access ended (docs/accounts.md#recovery-ends-api-access). */

/** Each deleted token as its owner can recognise it, and how many endpoints were paused. */
export interface RevokedApiAccess {
  tokens: { name: string; prefix: string }[];
  pausedWebhooks: number;
}
