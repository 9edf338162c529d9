/**
 * E-mail verification by code (docs/product-rules.md#registration,
 * docs/product-rules.md#verification-code): up to 6 digits, at least 4, sent as an integer; resend
 * with a cooldown. Used by the modal and by /auth/verify-otp.
 * The server answers every address alike (docs/input-and-passwords.md, "Who has an account"):
 * a resend within its cooldown is answered but mails nothing, so it is not offered then.
 */
import { useEffect, useState } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OTP_MAX_LENGTH, otpFormSchema } from '../../../common/contracts/auth';
import { toaster } from '../../components/toaster';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { authApi } from './auth.api';
import { describeAuthError } from './auth-errors';

/** Matches the server's resend cooldown, so the button is never offered when it would not mail. */
export const OTP_RESEND_COOLDOWN_S = 60;

function useCountdown(initialSeconds: number): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1_000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

export function OtpForm({
  email,
  onVerified,
}: {
  email: string | null;
  onVerified: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  // This form opens just after a code was asked for (registration, or signing in unverified).
  const [cooldown, startCooldown] = useCountdown(OTP_RESEND_COOLDOWN_S);

  const form = useZodForm(
    otpFormSchema,
    { code: '' },
    async ({ code }) => {
      if (!email) {
        toaster.create({
          type: 'error',
          title: t('toast.verificationFailed'),
          description: t('otp.noEmail'),
        });
        return;
      }
      try {
        await authApi.verifyOtp(email, code);
        toaster.create({
          type: 'success',
          title: t('toast.verificationSuccess'),
          description: t('toast.verificationSuccessLead'),
        });
        onVerified(email);
      } catch (error) {
        toaster.create({
          type: 'error',
          title: t('toast.verificationFailed'),
          description: describeAuthError(t, error, t('toast.invalidOtp')),
        });
      }
    },
    t,
  );

  const resend = async () => {
    if (!email) return;
    try {
      await authApi.generateOtp(email);
      startCooldown(OTP_RESEND_COOLDOWN_S);
      toaster.create({
        type: 'success',
        title: t('toast.otpSent'),
        description: t('toast.otpSentLead', { email }),
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('toast.otpFailed'),
        description: describeAuthError(t, error, t('codes.network_error')),
      });
    }
  };

  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">{email ? t('otp.lead', { email }) : t('otp.noEmail')}</Text>
        {email && <Text color="fg.muted">{t('otp.haveAccount')}</Text>}
        <Field.Root invalid={Boolean(form.errors.code)}>
          <Field.Label>{t('otp.code')}</Field.Label>
          <Input
            value={form.values.code}
            onChange={(event) => form.setValue('code', event.target.value.replace(/\D/g, ''))}
            onBlur={() => form.touch('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_MAX_LENGTH}
            letterSpacing="0.5em"
            fontSize="xl"
            textAlign="center"
            data-testid="otp-input"
          />
          {form.errors.code && <Field.ErrorText>{t(form.errors.code)}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={form.submitting}>
          {t('otp.submit')}
        </Button>
        <Button variant="outline" disabled={!email || cooldown > 0} onClick={() => void resend()}>
          {cooldown > 0 ? t('otp.resendIn', { seconds: cooldown }) : t('otp.resend')}
        </Button>
      </Stack>
    </form>
  );
}
