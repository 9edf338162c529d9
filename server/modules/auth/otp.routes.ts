/** POST /auth/generate_otp and POST /auth/verify_otp (docs/product-rules.md#api-calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  generateOtpRequestSchema,
  messageResponseSchema,
  verifyOtpRequestSchema,
} from '../../../common/contracts/auth';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import { perIpLimit } from '../../http/rate-limit';
import {
  OTP_CHECKS_PER_IP_PER_15_MIN,
  OTP_REQUESTS_PER_ACCOUNT_PER_HOUR,
  OTP_REQUESTS_PER_IP_PER_HOUR,
  OTP_WRONG_CODES_PER_ADDRESS_PER_15_MIN,
} from './auth-limits';
import { accountEmail } from './email-address';
import type { OtpService } from './otp.service';

export const otpRoutes: FastifyPluginAsyncZod<{
  otp: OtpService;
  attempts: AttemptLimiter;
}> = async (app, { otp, attempts }) => {
  // Counted per (e-mail, client address), not per e-mail: ten wrong codes from a stranger must
  // not refuse the owner's right one (docs/accounts.md#the-sign-up-code).
  const wrongCodes = attempts.wrongGuessesPerAddress(
    OTP_WRONG_CODES_PER_ADDRESS_PER_15_MIN,
    accountEmail('email'),
    400,
  );

  app.post(
    '/auth/generate_otp',
    {
      config: perIpLimit(OTP_REQUESTS_PER_IP_PER_HOUR),
      preHandler: attempts.perAccount(OTP_REQUESTS_PER_ACCOUNT_PER_HOUR, accountEmail('email')),
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification code (at most one a minute)',
        body: generateOtpRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => otp.requestCode(request.body.email),
  );

  app.post(
    '/auth/verify_otp',
    {
      config: perIpLimit(OTP_CHECKS_PER_IP_PER_15_MIN),
      preHandler: wrongCodes.check,
      onSend: wrongCodes.record,
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail with the mailed code; grants the free trial once',
        body: verifyOtpRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => otp.verifyCode(request.body.email, request.body.otp),
  );
};
