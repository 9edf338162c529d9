/**
 * The local VNPay for the e2e run (playwright.config.ts starts it beside the server): the fake of
 * tests/server/fakes/fake-vnpay.ts on VNPAY_FAKE_PORT, calling the server's IPN over HTTP.
 */
import { startFakeVnpay } from '../server/fakes/fake-vnpay';

const serverOrigin = process.env.SERVER_ORIGIN!;

await startFakeVnpay({
  tmnCode: process.env.VNPAY_TMN_CODE!,
  hashSecret: process.env.VNPAY_HASH_SECRET!,
  port: Number(process.env.VNPAY_FAKE_PORT),
  deliverIpn: async (query) =>
    (await fetch(`${serverOrigin}/api/payments/vnpay/ipn?${query}`)).json() as never,
});
