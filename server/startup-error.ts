/**
 * A refusal to start that the operator can act on (bad configuration, a data directory in use).
 * The entry points print its message alone, without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
