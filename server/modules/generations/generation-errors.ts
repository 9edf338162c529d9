/**
 * The generation endpoints' refusals, with the product's texts where it has them
 * (docs/product-rules.md#generation-requests, docs/product-rules.md#studio-and-library-messages).
 */
import { ERROR_CODES } from '../../../common/contracts/errors';
import { GENERATION_REQUEST_ERRORS as CODES } from '../../../common/contracts/generations';
import { describeFieldIssue, type FieldIssue } from '../../../common/studios/field-issues';
import { HttpError } from '../../http/errors';

/** Seconds a client should wait before replaying a key that is still being created. */
export const IN_PROGRESS_RETRY_AFTER_S = 1;

export const idempotencyKeyMissing = () =>
  new HttpError(
    400,
    CODES.idempotencyKeyMissing,
    'An Idempotency-Key header is required: send a new random key (a UUID) with each generation.',
  );

export const idempotencyKeyInvalid = () =>
  new HttpError(
    400,
    CODES.idempotencyKeyInvalid,
    'The Idempotency-Key header must be 8 to 255 visible ASCII characters (a UUID is best).',
  );

export const idempotencyKeyReused = () =>
  new HttpError(
    422,
    CODES.idempotencyKeyReused,
    'This Idempotency-Key was already used for a different request. Use a new key.',
  );

export const idempotencyKeyInProgress = () =>
  new HttpError(
    409,
    CODES.idempotencyKeyInProgress,
    'The first request with this Idempotency-Key is still being processed. Retry shortly.',
    { retry_after_s: IN_PROGRESS_RETRY_AFTER_S },
  );

export const unknownStudio = (service: string) =>
  new HttpError(404, ERROR_CODES.notFound, `There is no studio called ${service}.`);

export const studioNotAvailable = (service: string) =>
  new HttpError(
    501,
    CODES.studioNotAvailable,
    `The ${service} studio does not take generations yet. Nothing was charged.`,
  );

/** `fields` in English and `field_issues` as codes, for each bad field. */
function fieldExtras(issues: Record<string, FieldIssue>) {
  const fields = Object.fromEntries(
    Object.entries(issues).map(([field, issue]) => [field, describeFieldIssue(field, issue)]),
  );
  return { fields, field_issues: issues };
}

/**
 * The 400 of a request without its required inputs, naming the studio's required ones (try-on:
 * 'Please select both model and garment before generating.') and each missing one.
 */
export function missingInputs(required: readonly string[], missing: readonly string[]) {
  const choice =
    required.length === 2 ? `both ${required[0]} and ${required[1]}` : required.join(', ');
  const issues = Object.fromEntries(missing.map((field) => [field, { code: 'required' as const }]));
  return new HttpError(
    400,
    CODES.missingInputs,
    `Please select ${choice} before generating.`,
    fieldExtras(issues),
  );
}

/** The 400 of parameters the studio's schema refuses, each bad one named. */
export const invalidParams = (issues: Record<string, FieldIssue>) =>
  new HttpError(400, ERROR_CODES.validation, 'The request is not valid', fieldExtras(issues));

/**
 * The 422 of inputs a studio's check refused before the charge (no face on the photo, a mask
 * not the photo's size), each one named; nothing was stored or charged.
 */
export function inputsRefused(
  issues: Record<string, FieldIssue>,
  code: typeof CODES.inputsRefused | typeof CODES.needsHostedEngine = CODES.inputsRefused,
) {
  const extras = fieldExtras(issues);
  return new HttpError(
    422,
    code,
    `${Object.values(extras.fields).join(' ')} Nothing was charged.`,
    extras,
  );
}

/**
 * The 403 of a request the user's plan does not allow (docs/studios.md "Plan gates"): `gate`
 * names the feature, `plan` the plan in force; nothing was stored or charged.
 */
export const planLimit = (gate: string, plan: string, detail: string) =>
  new HttpError(403, CODES.planLimit, `${detail} Upgrade your plan to use it.`, { gate, plan });

export const conflictingInput = (name: string) =>
  new HttpError(
    400,
    CODES.conflictingInputs,
    `Choose the ${name} one way only: a file, an asset or a sample.`,
  );

export const sampleNotFound = (name: string) =>
  new HttpError(404, CODES.sampleNotFound, `There is no sample ${name} with this id.`);

export const generationNotFound = () =>
  new HttpError(404, ERROR_CODES.notFound, 'This generation does not exist or was deleted.');

export const generationRunning = () =>
  new HttpError(
    409,
    CODES.generationRunning,
    'This generation is still running. Delete it once it has finished.',
  );

export const generationNotShareable = () =>
  new HttpError(
    409,
    CODES.generationNotShareable,
    'Only a finished, successful result can be shared.',
  );

/**
 * The 402 of docs/product-rules.md#credits-check: balance, cost and shortage, in the text and as
 * numbers.
 */
export class InsufficientCreditsError extends Error {
  override name = 'InsufficientCreditsError';

  constructor(
    readonly balance: number,
    readonly cost: number,
  ) {
    super('insufficient credits');
  }

  get shortage(): number {
    return Math.max(0, this.cost - this.balance);
  }

  get detail(): string {
    const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;
    return `Not enough credits: this generation costs ${credits(this.cost)} and your balance is ${credits(this.balance)} (${credits(this.shortage)} short). Buy credits or upgrade your plan.`;
  }
}
