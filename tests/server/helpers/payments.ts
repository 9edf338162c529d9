/** Starting a checkout as a signed-in buyer would (POST /api/payments/checkout, terms accepted). */
import { expect } from 'vitest';
import type { TestApp } from '../test-app';
import { bearer, nextIp } from './accounts';

/** A checkout of `body` (a pack of 20 by default) with `method`; it must be accepted (201). */
export async function startCheckout(
  server: TestApp,
  token: string,
  method: string,
  body: object = { pack_id: 'pack_20' },
) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: { method, accept_terms: true, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ payment_id: string; redirect_url: string }>();
}
