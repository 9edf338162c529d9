/**
 * /auth/verify-otp: reached after registration with the e-mail in navigation state
 * (docs/product-rules.md#auth-modal-views).
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../common/routes';
import { useSetAtom } from '../../../lib/state';
import { OtpForm } from '../OtpForm';
import { loginModalAtom } from '../session.atoms';
import { AuthPageFrame } from './AuthPageFrame';

function emailFromState(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.includes('@') ? email : null;
}

export default function VerifyOtpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const setModal = useSetAtom(loginModalAtom);
  const email = emailFromState(useLocation().state);

  const verified = (verifiedEmail: string) => {
    navigate(PATHS.home, { replace: true });
    setModal({ open: true, view: 'login', returnTo: null, email: verifiedEmail });
  };

  return (
    <AuthPageFrame title={t('otp.title')}>
      <OtpForm email={email} onVerified={verified} />
    </AuthPageFrame>
  );
}
