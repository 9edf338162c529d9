/**
 * Webhooks: registration (secret once), Standard Webhooks signatures checked by an independent
 * verifier, a generation's event reaching a local receiver, retries on a schedule, the failing
 * state with its mail, "send again", and the refusal of non-public addresses (SSRF).
 */
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedWebhookResponse,
  WEBHOOK_ERRORS,
  webhookDeliveryListResponseSchema,
  webhookListResponseSchema,
} from '../../../common/contracts/webhooks';
import {
  isPublicAddress,
  publicOnlyLookup,
} from '../../../server/modules/webhooks/webhook-addresses';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_S,
} from '../../../server/modules/webhooks/webhook-retries';
import { webhookSignature } from '../../../server/modules/webhooks/webhook-signature';
import { RESENDS_PER_ACCOUNT_PER_10_MIN } from '../../../server/modules/webhooks/webhook-limits';
import { createWebhookJobs } from '../../../server/modules/webhooks/webhooks.module';
import { EngineError } from '../../../server/engines/engine';
import { bearer, createSignedInUser } from '../helpers/accounts';
import { failingEngine, sharpTryOnEngine } from '../helpers/test-engines';
import { signedInUserWithCredits, startTryOn, waitUntilFinished } from '../helpers/generations';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import {
  startWebhookReceiver,
  verifyStandardWebhook,
  type WebhookReceiver,
} from '../helpers/webhook-receiver';
import { createTestApp, queryRows, silentLogger, type TestApp } from '../test-app';

let server: TestApp;
let receiver: WebhookReceiver;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  receiver = await startWebhookReceiver();
  server = await createTestApp({
    workers: true,
    env: {
      WEBHOOKS_ALLOW_PRIVATE: '1',
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://studio.example.vn',
    },
  });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
  await inbox.close();
});

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

async function register(token: string, url: string, events = ['generation.succeeded']) {
  const response = await inject('POST', '/api/webhooks', token, { url, events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedWebhookResponse>();
}

const deliveriesOf = async (token: string, endpointId: string) =>
  webhookDeliveryListResponseSchema.parse(
    (await inject('GET', `/api/webhooks/${endpointId}/deliveries`, token)).json(),
  ).deliveries;

describe('the signature', () => {
  it('matches the Standard Webhooks published test vector', () => {
    const signature = webhookSignature('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', {
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: 1614265330,
      body: '{"test": 2432232314}',
    });
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });
});

describe('POST /api/webhooks', () => {
  it('answers 201 with a whsec_ secret shown once; the list never carries it', async () => {
    const { token } = await createSignedInUser(server);
    const { endpoint, secret } = await register(token, receiver.url, [
      'generation.succeeded',
      'payment.completed',
    ]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({ url: receiver.url, failing_since: null });
    const listed = await inject('GET', '/api/webhooks', token);
    expect(webhookListResponseSchema.parse(listed.json()).endpoints).toEqual([endpoint]);
    expect(listed.body).not.toContain(secret);
  });

  it('refuses an unknown event and an empty list with field errors', async () => {
    const { token } = await createSignedInUser(server);
    for (const events of [[], ['generation.started']]) {
      const response = await inject('POST', '/api/webhooks', token, { url: receiver.url, events });
      expect(response.statusCode).toBe(400);
      expect(Object.values(response.json().fields)).toContain('validation.webhookEvents');
    }
  });

  it('takes no API token', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/webhooks',
      headers: bearer(`sk_live_${'x'.repeat(43)}`),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a delivery', () => {
  it('brings generation.succeeded to the receiver, signed, and the log shows it', async () => {
    const { token } = await signedInUserWithCredits(server, 5);
    const { endpoint, secret } = await register(token, receiver.url);
    const before = receiver.received.length;
    const generation = await startTryOn(server, token);
    expect((await waitUntilFinished(server, token, generation.id)).status).toBe('success');
    const [delivery] = (await receiver.waitFor(before + 1)).slice(before);
    const headers = delivery!.headers;
    expect(headers['content-type']).toBe('application/json');
    expect(
      await verifyStandardWebhook(secret, {
        id: String(headers['webhook-id']),
        timestamp: String(headers['webhook-timestamp']),
        signature: String(headers['webhook-signature']),
        body: delivery!.body,
      }),
    ).toBe(true);
    expect(
      await verifyStandardWebhook(`whsec_${Buffer.alloc(24).toString('base64')}`, {
        id: String(headers['webhook-id']),
        timestamp: String(headers['webhook-timestamp']),
        signature: String(headers['webhook-signature']),
        body: delivery!.body,
      }),
    ).toBe(false);
    const body = JSON.parse(delivery!.body);
    expect(body).toMatchObject({
      type: 'generation.succeeded',
      data: { generation: { id: generation.id, service: 'virtual-tryon', status: 'success' } },
    });
    await expect
      .poll(async () => (await deliveriesOf(token, endpoint.id))[0]?.status)
      .toBe('succeeded');
    const [logged] = await deliveriesOf(token, endpoint.id);
    expect(logged).toMatchObject({
      event: 'generation.succeeded',
      message_id: headers['webhook-id'],
      attempts: 1,
      response_status: 200,
    });
  });
});

describe('a failed generation', () => {
  it('brings generation.failed with its error code, once the credits are refunded', async () => {
    const { token } = await signedInUserWithCredits(server, 5);
    await register(token, receiver.url, ['generation.failed']);
    const final = () => new EngineError('no_person_detected', 'no person found', false);
    server.engine.use(failingEngine(1, final));
    try {
      const before = receiver.received.length;
      const generation = await startTryOn(server, token);
      expect((await waitUntilFinished(server, token, generation.id)).status).toBe('failed');
      const [delivery] = (await receiver.waitFor(before + 1)).slice(before);
      expect(JSON.parse(delivery!.body)).toMatchObject({
        type: 'generation.failed',
        data: {
          generation: { id: generation.id, status: 'failed', error_code: 'no_person_detected' },
        },
      });
    } finally {
      server.engine.use(sharpTryOnEngine());
    }
  });
});

describe('retries and the failing state', () => {
  it('retries on the schedule, then fails the delivery, marks the endpoint failing and mails the owner once; send again delivers', async () => {
    const { user, token } = await createSignedInUser(server, { language: 'en' });
    const failing = await startWebhookReceiver();
    failing.answerWith(500);
    // Attempts driven by hand, on a queue nothing works, so the test reads each schedule.
    const scheduled: number[] = [];
    const jobs = createWebhookJobs({
      db: server.database.db,
      queue: {
        boss: {
          send: async (_name: string, _data: object, options: { startAfter?: number }) => {
            scheduled.push(options.startAfter ?? 0);
            return null;
          },
        } as never,
        wake: () => undefined,
      },
      config: server.config,
      logger: silentLogger,
    });
    try {
      const { endpoint } = await register(token, failing.url, ['payment.completed']);
      expect(await jobs.paymentCompleted(user.id, { id: 'pay_1', amount_vnd: 249_000 })).toBe(1);
      const [delivery] = await deliveriesOf(token, endpoint.id);
      for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
        await jobs.attemptDelivery(delivery!.id);
      }
      expect(failing.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      expect(scheduled).toEqual([0, ...WEBHOOK_RETRY_DELAYS_S]);
      const totalS = WEBHOOK_RETRY_DELAYS_S.reduce((sum, delay) => sum + delay, 0);
      expect(totalS / 3600).toBeGreaterThan(20);
      expect(totalS / 3600).toBeLessThan(28);
      const [failed] = await deliveriesOf(token, endpoint.id);
      expect(failed).toMatchObject({
        status: 'failed',
        attempts: WEBHOOK_MAX_ATTEMPTS,
        response_status: 500,
      });
      const [listed] = webhookListResponseSchema.parse(
        (await inject('GET', '/api/webhooks', token)).json(),
      ).endpoints;
      expect(listed!.failing_since).not.toBeNull();
      const mail = await inbox.nextMail(user.email);
      expect(mail.subject).toBe('Your Studio AI webhook is failing');
      expect(mail.text).toContain(failing.url);
      expect(mail.text).toContain('https://studio.example.vn/api-management');
      // Another attempt of the failed delivery sends nothing and mails nobody.
      await jobs.attemptDelivery(delivery!.id);
      expect(failing.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);

      failing.answerWith(204);
      const resent = await inject(
        'POST',
        `/api/webhooks/${endpoint.id}/deliveries/${delivery!.id}/resend`,
        token,
      );
      expect(resent.statusCode).toBe(202);
      const again = resent.json<{ id: string; message_id: string; status: string }>();
      expect(again).toMatchObject({ message_id: delivery!.message_id, status: 'pending' });
      await jobs.attemptDelivery(again.id);
      expect(failing.received.at(-1)!.headers['webhook-id']).toBe(delivery!.message_id);
      const log = await deliveriesOf(token, endpoint.id);
      expect(log.map((entry) => entry.status).sort()).toEqual(['failed', 'succeeded']);
      const [working] = (await inject('GET', '/api/webhooks', token)).json().endpoints;
      expect(working.failing_since).toBeNull();
      expect(inbox.mailsTo(user.email)).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});

describe('send again', () => {
  it(`is limited to ${RESENDS_PER_ACCOUNT_PER_10_MIN.max} per account in 10 minutes, answered 429 with Retry-After`, async () => {
    const { user, token } = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const jobs = createWebhookJobs({
      db: server.database.db,
      queue: { boss: { send: async () => null } as never, wake: () => undefined },
      config: server.config,
      logger: silentLogger,
    });
    const { endpoint } = await register(token, receiver.url, ['payment.completed']);
    await jobs.paymentCompleted(user.id, { id: 'pay_resend' });
    const [delivery] = await deliveriesOf(token, endpoint.id);
    const resend = (as: string, endpointId: string, deliveryId: string) =>
      inject('POST', `/api/webhooks/${endpointId}/deliveries/${deliveryId}/resend`, as);

    const statuses = await Promise.all(
      Array.from({ length: RESENDS_PER_ACCOUNT_PER_10_MIN.max }, () =>
        resend(token, endpoint.id, delivery!.id).then((response) => response.statusCode),
      ),
    );
    const refused = await resend(token, endpoint.id, delivery!.id);

    expect(statuses.every((status) => status === 202)).toBe(true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await deliveriesOf(token, endpoint.id)).toHaveLength(
      RESENDS_PER_ACCOUNT_PER_10_MIN.max + 1,
    );
    // Another account counts on its own.
    const { endpoint: theirs } = await register(other.token, receiver.url, ['payment.completed']);
    await jobs.paymentCompleted(other.user.id, { id: 'pay_resend_other' });
    const [their] = await deliveriesOf(other.token, theirs.id);
    expect((await resend(other.token, theirs.id, their!.id)).statusCode).toBe(202);
  });
});

describe('addresses (SSRF)', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['0:0:0:0:0:ffff:a00:1', false],
    ['64:ff9b::7f00:1', false],
    // IPv4 carried in IPv6, every form: what it carries decides.
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::a00:1', false],
    ['::ffff:0:7f00:1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b:1::808:808', false],
    ['2002:7f00:1::', false],
    ['2002:a9fe:a9fe::1', false],
    ['2001:0:808:808::80ff:fffe', false],
    ['2001:0:7f00:1::f7f7:f7f7', false],
    ['::ffff:8.8.8.8', true],
    ['::808:808', true],
    ['64:ff9b::808:808', true],
    ['2002:808:808::1', true],
    ['2001:0:808:808::f7f7:f7f7', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['not-an-address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  describe('without WEBHOOKS_ALLOW_PRIVATE', () => {
    let strict: TestApp;
    beforeAll(async () => {
      strict = await createTestApp();
    });
    afterAll(() => strict.close());

    it.each([
      'http://8.8.8.8/hook',
      'https://127.0.0.1/hook',
      'https://localhost:8443/hook',
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::127.0.0.1]/hook',
      'https://[::7f00:1]/hook',
      'https://[64:ff9b::7f00:1]/hook',
      'https://[2002:7f00:1::]/hook',
      'https://no-such-host.invalid/hook',
      'https://8.8.8.8:22/hook',
      'https://8.8.8.8:6379/hook',
      'https://8.8.8.8:80/hook',
      'https://8.8.8.8:8080/hook',
    ])('refuses %s with 400 webhook_url_not_allowed', async (url) => {
      const { token } = await createSignedInUser(strict);
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: bearer(token),
        payload: { url, events: ['generation.succeeded'] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(WEBHOOK_ERRORS.urlNotAllowed);
    });

    it.each([
      'https://8.8.8.8/hook',
      'https://8.8.8.8:443/hook',
      'https://8.8.8.8:8443/hook',
      'https://[::ffff:8.8.8.8]/hook',
    ])('takes the public https address %s', async (url) => {
      const { token } = await createSignedInUser(strict);
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: bearer(token),
        payload: { url, events: ['generation.succeeded'] },
      });
      expect(response.statusCode, response.body).toBe(201);
    });

    it('checks again at delivery: an endpoint that now points at a private address gets nothing', async () => {
      const { user, token } = await createSignedInUser(strict);
      // Counts connections, so even a TLS handshake that would fail counts as reaching it.
      let connections = 0;
      const target = net.createServer((socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
      const targetUrl = `https://127.0.0.1:${(target.address() as AddressInfo).port}/hook`;
      try {
        const response = await strict.app.inject({
          method: 'POST',
          url: '/api/webhooks',
          headers: bearer(token),
          payload: { url: 'https://8.8.8.8/hook', events: ['payment.completed'] },
        });
        const { endpoint } = response.json<CreatedWebhookResponse>();
        // As if its name resolved elsewhere since: the stored URL now names the local receiver.
        await queryRows(
          strict.database,
          `UPDATE webhook_endpoints SET url = '${targetUrl}' WHERE id = '${endpoint.id}'`,
        );
        const jobs = createWebhookJobs({
          db: strict.database.db,
          queue: { boss: { send: async () => null } as never, wake: () => undefined },
          config: strict.config,
          logger: silentLogger,
        });
        await jobs.paymentCompleted(user.id, { id: 'pay_2' });
        const [rows] = [
          await queryRows<{ id: string }>(
            strict.database,
            `SELECT id FROM webhook_deliveries WHERE endpoint_id = '${endpoint.id}'`,
          ),
        ];
        await jobs.attemptDelivery(rows[0]!.id);
        expect(connections).toBe(0);
        const [logged] = (
          await strict.app.inject({
            url: `/api/webhooks/${endpoint.id}/deliveries`,
            headers: bearer(token),
          })
        ).json().deliveries;
        expect(logged).toMatchObject({ status: 'pending', attempts: 1, response_status: null });
      } finally {
        await new Promise((resolve) => target.close(resolve));
      }
    });

    it('connects only to a checked address: the lookup refuses a name that resolves privately', async () => {
      const lookup = publicOnlyLookup(false);
      const error = await new Promise<Error | null>((resolve) =>
        lookup('localhost', {}, (failure) => resolve(failure)),
      );
      expect(error?.name).toBe('PrivateAddressError');
    });
  });
});
