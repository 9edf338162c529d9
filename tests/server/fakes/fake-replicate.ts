/**
 * Replicate and a Cog container, locally (docs/engines.md "Replicate and Cog"), on one
 * ephemeral port:
 *
 * - `/v1/…` is Replicate's predictions API: create by model name or by version (201 with the
 *   prediction), `GET /v1/predictions/:id` walking starting → processing → a terminal status,
 *   `POST /v1/predictions/:id/cancel`; `Authorization: Bearer …` required (401 problem details);
 *   input errors as 422 problem details; the output file served without auth, like
 *   replicate.delivery.
 * - `/cog/…` is Cog's HTTP API: `PUT /cog/predictions/:id` answers when the run ends, with the
 *   output inline as a data URI; the same id again while it runs joins it (one run); 409 when
 *   its one slot is busy with another id; `POST /cog/predictions/:id/cancel`;
 *   `GET /cog/health-check`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export const FAKE_REPLICATE_TOKEN = 'r8_fake_token';
/** Size of the output image the fake answers, in pixels. */
export const FAKE_REPLICATE_OUTPUT = { width: 20, height: 30 };

export interface ReplicateScenario {
  /** Polls answered `processing` before the prediction ends. */
  processingPolls: number;
  /** Stays `processing` for ever (timeouts, cancellation). */
  neverCompletes: boolean;
  /** The first polls answer 503. */
  failingPolls: number;
  /** How the prediction ends. */
  outcome: 'succeeded' | 'failed';
  /** The output as a list of files (several samples) rather than one. */
  outputList: boolean;
  /** How long a Cog run takes, in ms. */
  cogRunMs: number;
}

const DEFAULT_SCENARIO: ReplicateScenario = {
  processingPolls: 1,
  neverCompletes: false,
  failingPolls: 0,
  outcome: 'succeeded',
  outputList: false,
  cogRunMs: 0,
};

export interface FakePrediction {
  id: string;
  /** `owner/name` (created by model name) or the version (created by version). */
  model: string;
  input: Record<string, unknown>;
  polls: number;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
}

type Json = Record<string, unknown>;

/** Replicate's input names that carry images, per model, as its schemas declare them. */
const IMAGE_FIELDS: Record<string, string[]> = {
  'black-forest-labs/flux-kontext-pro': ['input_image'],
  'black-forest-labs/flux-fill-pro': ['image', 'mask'],
  'black-forest-labs/flux-dev': [],
};
const DATA_URI = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/;

export async function startFakeReplicate() {
  const outputImage = await sharp({
    create: { ...FAKE_REPLICATE_OUTPUT, channels: 3, background: { r: 40, g: 160, b: 90 } },
  })
    .png()
    .toBuffer();
  const predictions = new Map<string, FakePrediction>();
  let nextId = 1;
  /** The Cog container's one slot: the id running there, and its answer. */
  let cogRunning: { id: string; done: Promise<Json> } | undefined;

  const fake = {
    url: '',
    scenario: { ...DEFAULT_SCENARIO },
    /** `METHOD /path` of every call, in order. */
    calls: [] as string[],
    /** Prediction ids asked to cancel. */
    cancelled: [] as string[],
    /** Runs the Cog container started (a joined retry is not a new one). */
    cogRuns: [] as { id: string; input: Json }[],
    get predictions(): FakePrediction[] {
      return [...predictions.values()];
    },
    reset(scenario: Partial<ReplicateScenario> = {}) {
      fake.scenario = { ...DEFAULT_SCENARIO, ...scenario };
      fake.calls.length = 0;
      fake.cancelled.length = 0;
      fake.cogRuns.length = 0;
      predictions.clear();
      nextId = 1;
      cogRunning = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', fake.url);
    fake.calls.push(`${request.method} ${url.pathname}`);
    const [root, ...path] = url.pathname.split('/').filter(Boolean);
    if (root === 'files') {
      return void response.writeHead(200, { 'content-type': 'image/png' }).end(outputImage);
    }
    if (root === 'cog') return cog(request, response, path);
    if (root !== 'v1') return problem(response, 404, 'Not found');
    if (request.headers.authorization !== `Bearer ${FAKE_REPLICATE_TOKEN}`) {
      return problem(
        response,
        401,
        'Unauthenticated',
        'You did not pass a valid authentication token',
      );
    }
    hosted(request, response, path);
  });

  function hosted(request: IncomingMessage, response: ServerResponse, path: string[]) {
    const route = `${request.method} ${path.join('/')}`;
    if (route === 'GET account') {
      return json(response, 200, {
        type: 'organization',
        username: 'fake-shop',
        name: 'Fake Shop',
      });
    }
    if (request.method === 'POST' && path[0] === 'models' && path[3] === 'predictions') {
      return void readJson(request).then((body) =>
        create(`${path[1]}/${path[2]}`, body.input, response),
      );
    }
    if (route === 'POST predictions') {
      return void readJson(request).then((body) => {
        if (typeof body.version !== 'string') return problem(response, 422, 'version is required');
        create(body.version, body.input, response);
      });
    }
    const prediction = predictions.get(path[1] ?? '');
    if (path[0] !== 'predictions' || !prediction) return problem(response, 404, 'Not found');
    if (request.method === 'GET' && path.length === 2) return poll(prediction, response);
    if (request.method === 'POST' && path[2] === 'cancel') {
      fake.cancelled.push(prediction.id);
      if (prediction.status === 'starting' || prediction.status === 'processing') {
        prediction.status = 'canceled';
      }
      return json(response, 200, view(prediction));
    }
    problem(response, 404, 'Not found');
  }

  function create(model: string, input: unknown, response: ServerResponse) {
    if (!isObject(input))
      return problem(response, 422, 'Input validation failed', 'input is required');
    const missing = (IMAGE_FIELDS[model] ?? []).filter(
      (field) => typeof input[field] !== 'string' || !DATA_URI.test(input[field]),
    );
    if (missing.length > 0 || (!(model in IMAGE_FIELDS) && !isTryOnInput(input))) {
      return problem(
        response,
        422,
        'Input validation failed',
        `invalid ${missing.join(', ') || 'input'}`,
      );
    }
    const prediction: FakePrediction = {
      id: `fake${nextId++}`,
      model,
      input,
      polls: 0,
      status: 'starting',
    };
    predictions.set(prediction.id, prediction);
    json(response, 201, view(prediction));
  }

  function poll(prediction: FakePrediction, response: ServerResponse) {
    const { processingPolls, neverCompletes, failingPolls, outcome } = fake.scenario;
    const step = prediction.polls++;
    if (step < failingPolls) return problem(response, 503, 'Service Unavailable');
    if (prediction.status === 'starting' || prediction.status === 'processing') {
      const done = !neverCompletes && step - failingPolls >= processingPolls;
      prediction.status = done ? outcome : 'processing';
    }
    json(response, 200, view(prediction));
  }

  function view(prediction: FakePrediction): Json {
    const get = `${fake.url}/v1/predictions/${prediction.id}`;
    const file = `${fake.url}/files/${prediction.id}.png`;
    return {
      id: prediction.id,
      model: prediction.model,
      version: 'hidden',
      input: prediction.input,
      status: prediction.status,
      output: prediction.status === 'succeeded' ? (fake.scenario.outputList ? [file] : file) : null,
      error: prediction.status === 'failed' ? 'CUDA out of memory' : null,
      logs: '',
      data_removed: false,
      urls: { get, cancel: `${get}/cancel` },
      created_at: new Date().toISOString(),
      source: 'api',
    };
  }

  function cog(request: IncomingMessage, response: ServerResponse, path: string[]) {
    if (request.method === 'GET' && path[0] === 'health-check') {
      return json(response, 200, { status: cogRunning ? 'BUSY' : 'READY' });
    }
    const id = path[1] ?? '';
    if (request.method === 'POST' && path[0] === 'predictions' && path[2] === 'cancel') {
      fake.cancelled.push(id);
      return json(response, cogRunning?.id === id ? 200 : 404, {});
    }
    if (request.method !== 'PUT' || path[0] !== 'predictions' || !id) {
      return json(response, 404, { detail: 'Not Found' });
    }
    void readJson(request).then(async (body) => {
      if (cogRunning && cogRunning.id !== id) {
        return json(response, 409, { detail: 'Already running a prediction' });
      }
      if (!cogRunning) {
        fake.cogRuns.push({ id, input: isObject(body.input) ? body.input : {} });
        const done = new Promise<Json>((resolve) => {
          setTimeout(() => {
            const dataUri = `data:image/png;base64,${outputImage.toString('base64')}`;
            resolve(
              isTryOnInput(body.input)
                ? { status: 'succeeded', output: dataUri, metrics: { predict_time: 0.1 } }
                : { status: 'failed', error: 'model_image and garment_image are required' },
            );
          }, fake.scenario.cogRunMs);
        });
        cogRunning = { id, done };
        void done.then(() => {
          if (cogRunning?.id === id) cogRunning = undefined;
        });
      }
      json(response, 200, { id, input: body.input, ...(await cogRunning.done) });
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
export type FakeReplicate = Awaited<ReturnType<typeof startFakeReplicate>>;

/** FASHN VTON's inputs (the try-on model a shop runs on Replicate or in its own Cog container). */
function isTryOnInput(input: unknown): boolean {
  return (
    isObject(input) &&
    ['model_image', 'garment_image'].every(
      (field) => typeof input[field] === 'string' && DATA_URI.test(input[field]),
    ) &&
    ['tops', 'bottoms', 'one-pieces'].includes(String(input.category))
  );
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(request: IncomingMessage): Promise<Json> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        resolve(isObject(body) ? body : {});
      } catch {
        resolve({});
      }
    });
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Replicate's errors are RFC 7807 problem details. */
function problem(response: ServerResponse, status: number, title: string, detail?: string) {
  response
    .writeHead(status, { 'content-type': 'application/problem+json' })
    .end(JSON.stringify({ title, status, ...(detail && { detail }) }));
}
