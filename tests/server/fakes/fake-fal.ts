/**
 * fal, locally (docs/engines.md#testing-against-a-fake-fal): the queue protocol on an
 * ephemeral port. Submit to the full endpoint id; status, result and cancel under owner/app only;
 * status answers 202 while IN_QUEUE (queue_position counting down to 0) and IN_PROGRESS (logs),
 * then 200 COMPLETED (metrics). Every queue call needs `Authorization: Key …` (401 {detail}).
 * The output image is served from the fake itself, without auth, like fal's CDN.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { editInputProblem, SINGLE_IMAGE_ENDPOINTS } from './fake-fal-edit';
import { hairInputProblem } from './fake-fal-hair';
import { isVideoEndpoint, makeFakeVideo, videoInputProblem } from './fake-fal-video';

export const FAKE_FAL_KEY = 'fake-key-id:fake-key-secret';

export interface FalScenario {
  /** Status polls answered IN_QUEUE before the request starts. */
  queuedPolls: number;
  /** Status polls answered IN_PROGRESS before it completes. */
  inProgressPolls: number;
  /** Stays IN_PROGRESS for ever (timeouts, cancellation). */
  neverCompletes: boolean;
  /** The first status polls answer 503, as fal's gateway does when a runner drops. */
  failingStatusPolls: number;
  /** How the result GET answers once COMPLETED. */
  outcome: 'success' | 'validation_error' | 'server_error';
  /** Refuse the submit itself with 503 runner_scheduling_failure. */
  refuseSubmit: boolean;
}

const DEFAULT_SCENARIO: FalScenario = {
  queuedPolls: 0,
  inProgressPolls: 0,
  neverCompletes: false,
  failingStatusPolls: 0,
  outcome: 'success',
  refuseSubmit: false,
};

export interface FalSubmission {
  id: string;
  endpointId: string;
  input: Record<string, unknown>;
  polls: number;
  completed: boolean;
}

/** Size of the output image the fake serves, in pixels. */
export const FAKE_OUTPUT_SIZE = { width: 24, height: 36 };

type Json = Record<string, unknown>;

export async function startFakeFal() {
  const outputImage = await sharp({
    create: { ...FAKE_OUTPUT_SIZE, channels: 3, background: { r: 180, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const outputVideo = makeFakeVideo();
  const submissions = new Map<string, FalSubmission>();
  const fake = {
    url: '',
    scenario: { ...DEFAULT_SCENARIO },
    outputImage,
    outputVideo,
    /** `METHOD /path?query` of every call, in order. */
    calls: [] as string[],
    /** Request ids fal was asked to cancel. */
    cancelled: [] as string[],
    get submissions(): FalSubmission[] {
      return [...submissions.values()];
    },
    /** Back to the default scenario (immediate success) with no history. */
    reset(scenario: Partial<FalScenario> = {}) {
      fake.scenario = { ...DEFAULT_SCENARIO, ...scenario };
      fake.calls.length = 0;
      fake.cancelled.length = 0;
      submissions.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', fake.url);
    fake.calls.push(`${request.method} ${url.pathname}${url.search}`);
    const segments = url.pathname.split('/').filter(Boolean);
    if (segments[0] === 'files' && request.method === 'GET') {
      if (url.pathname.endsWith('.mp4')) {
        return void response.writeHead(200, { 'content-type': 'video/mp4' }).end(outputVideo);
      }
      return void response.writeHead(200, { 'content-type': 'image/png' }).end(outputImage);
    }
    if (request.headers.authorization !== `Key ${FAKE_FAL_KEY}`) {
      return json(response, 401, { detail: 'Unauthorized' });
    }
    if (segments[2] !== 'requests') {
      if (request.method !== 'POST' || segments.length < 2) return notFound(response);
      return void readJson(request).then((input) => submit(segments.join('/'), input, response));
    }
    const submission = submissions.get(segments[3] ?? '');
    const sameApp = submission && appOf(submission.endpointId) === segments.slice(0, 2).join('/');
    if (!submission || !sameApp) return json(response, 404, { detail: 'Request not found' });
    const route = `${request.method} ${segments.slice(4).join('/')}`;
    if (route === 'GET status') return status(submission, url, response);
    if (route === 'GET ') return result(submission, response);
    if (route === 'PUT cancel') return cancel(submission, response);
    notFound(response);
  });

  function links(submission: FalSubmission): Json {
    const request = `${fake.url}/${appOf(submission.endpointId)}/requests/${submission.id}`;
    return {
      request_id: submission.id,
      response_url: request,
      status_url: `${request}/status`,
      cancel_url: `${request}/cancel`,
    };
  }

  function submit(endpointId: string, input: Json, response: ServerResponse) {
    if (fake.scenario.refuseSubmit) {
      return json(
        response,
        503,
        { detail: 'No runner could be scheduled', error_type: 'runner_scheduling_failure' },
        { 'x-fal-error-type': 'runner_scheduling_failure' },
      );
    }
    const submission = { id: randomUUID(), endpointId, input, polls: 0, completed: false };
    submissions.set(submission.id, submission);
    json(
      response,
      200,
      { ...links(submission), status: 'IN_QUEUE', queue_position: fake.scenario.queuedPolls },
      { 'x-fal-request-id': submission.id },
    );
  }

  function status(submission: FalSubmission, url: URL, response: ServerResponse) {
    const { queuedPolls, inProgressPolls, neverCompletes, failingStatusPolls } = fake.scenario;
    const poll = submission.polls++;
    if (poll < failingStatusPolls) {
      return json(
        response,
        503,
        { detail: 'Runner disconnected', error_type: 'runner_disconnected' },
        { 'x-fal-error-type': 'runner_disconnected' },
      );
    }
    const step = poll - failingStatusPolls;
    const logs = url.searchParams.get('logs') === '1' ? [logLine('Running try-on')] : [];
    if (step < queuedPolls) {
      const position = queuedPolls - 1 - step;
      return json(response, 202, {
        ...links(submission),
        status: 'IN_QUEUE',
        queue_position: position,
      });
    }
    if (neverCompletes || step < queuedPolls + inProgressPolls) {
      return json(response, 202, { ...links(submission), status: 'IN_PROGRESS', logs });
    }
    submission.completed = true;
    // A failed request still ends COMPLETED, with error and error_type set
    // (docs/engines.md#errors-and-retries).
    const failure = failureOf(submission);
    json(response, 200, {
      ...links(submission),
      status: 'COMPLETED',
      logs,
      metrics: { inference_time: 1.25 },
      ...(failure && { error: failure.error, error_type: failure.errorType }),
    });
  }

  function result(submission: FalSubmission, response: ServerResponse) {
    if (!submission.completed)
      return json(response, 400, { detail: 'Request is still in progress' });
    const headers = { 'x-fal-request-id': submission.id };
    const failure = failureOf(submission);
    if (failure)
      return json(response, failure.status, failure.body, { ...headers, ...failure.headers });
    if (isVideoEndpoint(submission.endpointId)) {
      const video = {
        url: `${fake.url}/files/${submission.id}.mp4`,
        content_type: 'video/mp4',
        file_name: 'output.mp4',
        file_size: outputVideo.length,
      };
      return json(response, 200, { video }, headers);
    }
    const file = {
      url: `${fake.url}/files/${submission.id}.png`,
      content_type: 'image/png',
      file_name: 'output.png',
      file_size: outputImage.length,
      ...FAKE_OUTPUT_SIZE,
    };
    const single = SINGLE_IMAGE_ENDPOINTS.has(submission.endpointId);
    json(response, 200, single ? { image: file } : { images: [file] }, headers);
  }

  function failureOf(submission: FalSubmission): Failure | undefined {
    return (
      FAILURES[fake.scenario.outcome] ??
      fashnInputProblem(submission) ??
      fluxInputProblem(submission) ??
      hairInputProblem(submission) ??
      videoInputProblem(submission) ??
      editInputProblem(submission)
    );
  }

  function cancel(submission: FalSubmission, response: ServerResponse) {
    if (submission.completed) return json(response, 400, { status: 'ALREADY_COMPLETED' });
    fake.cancelled.push(submission.id);
    json(response, 202, { status: 'CANCELLATION_REQUESTED' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
export type FakeFal = Awaited<ReturnType<typeof startFakeFal>>;

interface Failure {
  error: string;
  errorType: string;
  status: number;
  body: Json;
  headers?: Record<string, string>;
}

/**
 * The result answers of a failed request (docs/engines.md#errors-and-retries): a model validation
 * error, a runner crash.
 */
const FAILURES: Record<FalScenario['outcome'], Failure | undefined> = {
  success: undefined,
  validation_error: {
    error: 'Unprocessable Entity',
    errorType: 'validation_error',
    status: 422,
    body: {
      detail: [
        {
          loc: ['body', 'garment_image'],
          msg: 'The garment image was flagged by the content checker.',
          type: 'content_policy_violation',
          url: 'https://docs.fal.ai/errors#content_policy_violation',
        },
      ],
    },
  },
  server_error: {
    error: 'Internal Server Error',
    errorType: 'runner_server_error',
    status: 500,
    body: { detail: 'Internal Server Error', error_type: 'runner_server_error' },
    headers: { 'x-fal-error-type': 'runner_server_error' },
  },
};

const FASHN_CATEGORY_VALUES = ['tops', 'bottoms', 'one-pieces', 'auto'];
const IMAGE_INPUT = /^(https?:\/\/|data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$)/;

/** FASHN's own input checks, pydantic-style, so a wrong request body fails here as it would at fal. */
function fashnInputProblem({ endpointId, input }: FalSubmission): Failure | undefined {
  if (!endpointId.startsWith('fal-ai/fashn/tryon/')) return undefined;
  const detail = [];
  for (const field of ['model_image', 'garment_image']) {
    const value = input[field];
    if (typeof value !== 'string') {
      detail.push({ loc: ['body', field], msg: 'Field required', type: 'missing' });
    } else if (!IMAGE_INPUT.test(value)) {
      detail.push({
        loc: ['body', field],
        msg: 'Failed to load the image',
        type: 'image_load_error',
      });
    }
  }
  if (input.category !== undefined && !FASHN_CATEGORY_VALUES.includes(String(input.category))) {
    const msg = "Input should be 'tops', 'bottoms', 'one-pieces' or 'auto'";
    detail.push({ loc: ['body', 'category'], msg, type: 'literal_error' });
  }
  if (detail.length === 0) return undefined;
  return {
    error: 'Unprocessable Entity',
    errorType: 'validation_error',
    status: 422,
    body: { detail },
  };
}

type Detail = { loc: string[]; msg: string; type: string };

/** The 422 of a request whose fields fal's own input model refuses. */
function validationFailure(detail: Detail[]): Failure | undefined {
  if (detail.length === 0) return undefined;
  return {
    error: 'Unprocessable Entity',
    errorType: 'validation_error',
    status: 422,
    body: { detail },
  };
}

const FLUX_IMAGE_SIZES = [
  'square_hd',
  'square',
  'portrait_4_3',
  'portrait_16_9',
  'landscape_4_3',
  'landscape_16_9',
];

/** A number field within bounds, when given (`integer` wants a whole one). */
function numberProblem(
  input: Record<string, unknown>,
  field: string,
  [min, max]: [number, number],
  integer = false,
): Detail[] {
  const value = input[field];
  if (value === undefined) return [];
  if (typeof value !== 'number' || (integer && !Number.isInteger(value))) {
    const type = integer ? 'int_type' : 'float_type';
    return [
      {
        loc: ['body', field],
        msg: `Input should be a valid ${integer ? 'integer' : 'number'}`,
        type,
      },
    ];
  }
  if (value < min)
    return [
      {
        loc: ['body', field],
        msg: `Input should be greater than or equal to ${min}`,
        type: 'greater_than_equal',
      },
    ];
  if (value > max)
    return [
      {
        loc: ['body', field],
        msg: `Input should be less than or equal to ${max}`,
        type: 'less_than_equal',
      },
    ];
  return [];
}

/**
 * FLUX.1 [dev]'s and FLUX PuLID's input checks (their published schemas): a prompt, an
 * `image_size` that is one of the presets or `{width, height}`, steps and guidance in range;
 * PuLID also needs its face as `reference_image_url` and a `max_sequence_length` of its three.
 */
function fluxInputProblem({ endpointId, input }: FalSubmission): Failure | undefined {
  const pulid = endpointId === 'fal-ai/flux-pulid';
  if (!pulid && endpointId !== 'fal-ai/flux/dev') return undefined;
  const detail: Detail[] = [];
  if (typeof input.prompt !== 'string' || input.prompt.length === 0) {
    detail.push({ loc: ['body', 'prompt'], msg: 'Field required', type: 'missing' });
  }
  const size = input.image_size;
  const sizeOk =
    size === undefined ||
    (typeof size === 'string' && FLUX_IMAGE_SIZES.includes(size)) ||
    (typeof size === 'object' &&
      size !== null &&
      [(size as Json).width, (size as Json).height].every(
        (side) => Number.isInteger(side) && (side as number) > 0 && (side as number) <= 14142,
      ));
  if (!sizeOk) {
    detail.push({
      loc: ['body', 'image_size'],
      msg: 'Input should be a valid image size',
      type: 'union_tag_invalid',
    });
  }
  detail.push(...numberProblem(input, 'num_inference_steps', [1, 50], true));
  detail.push(...numberProblem(input, 'guidance_scale', [1, 20]));
  if (pulid) {
    const reference = input.reference_image_url;
    if (typeof reference !== 'string') {
      detail.push({ loc: ['body', 'reference_image_url'], msg: 'Field required', type: 'missing' });
    } else if (!IMAGE_INPUT.test(reference)) {
      const msg = 'Failed to load the image';
      detail.push({ loc: ['body', 'reference_image_url'], msg, type: 'image_load_error' });
    }
    detail.push(...numberProblem(input, 'id_weight', [0, 3]));
    const length = input.max_sequence_length;
    if (length !== undefined && !['128', '256', '512'].includes(length as string)) {
      const msg = "Input should be '128', '256' or '512'";
      detail.push({ loc: ['body', 'max_sequence_length'], msg, type: 'literal_error' });
    }
  } else {
    detail.push(...numberProblem(input, 'num_images', [1, 4], true));
    const format = input.output_format;
    if (format !== undefined && format !== 'jpeg' && format !== 'png') {
      const msg = "Input should be 'jpeg' or 'png'";
      detail.push({ loc: ['body', 'output_format'], msg, type: 'literal_error' });
    }
  }
  return validationFailure(detail);
}

/** `fal-ai/fashn/tryon/v1.6` → `fal-ai/fashn`. */
function appOf(endpointId: string): string {
  return endpointId.split('/').slice(0, 2).join('/');
}

function logLine(message: string): Json {
  return { message, level: 'INFO', source: 'USER', timestamp: new Date().toISOString() };
}

async function readJson(request: IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
  } catch {
    return {};
  }
}

function notFound(response: ServerResponse): void {
  json(response, 404, { detail: 'Not Found' });
}

function json(
  response: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
