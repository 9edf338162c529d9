/**
 * The login modal over the current page (docs/product-rules.md#auth-modal-views,
 * docs/product-rules.md#auth-modal): login, register, forgot-password and verify-otp. It remembers
 * the path to return to, and clears its content 300 ms after closing so the closing animation never
 * shows an emptied form.
 */
import { useEffect, useState } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAtom } from '../../../lib/state';
import { OtpForm } from '../OtpForm';
import { CLOSED_LOGIN_MODAL, loginModalAtom, type AuthView } from '../session.atoms';
import { ForgotPasswordView } from './ForgotPasswordView';
import { LoginView } from './LoginView';
import { RegisterView } from './RegisterView';

/** The login modal clears this long after closing (docs/product-rules.md#sign-in-timings). */
export const MODAL_CLEAR_DELAY_MS = 300;

const TITLES: Record<AuthView, string> = {
  login: 'login.title',
  register: 'register.title',
  'forgot-password': 'forgot.title',
  'verify-otp': 'otp.title',
};

export function LoginModal() {
  const { t } = useTranslation('auth');
  const [modal, setModal] = useAtom(loginModalAtom);
  // Remounting the views gives each opening fresh forms; bumped after the clear delay.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (modal.open) return;
    const timer = setTimeout(() => {
      setModal((current) => (current.open ? current : CLOSED_LOGIN_MODAL));
      setGeneration((n) => n + 1);
    }, MODAL_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [modal.open, setModal]);

  const verified = (email: string) => setModal({ ...modal, view: 'login', email });

  return (
    <Dialog.Root
      open={modal.open}
      onOpenChange={(event) => setModal({ ...modal, open: event.open })}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="login-modal" data-view={modal.view}>
            <Dialog.Header>
              <Dialog.Title>{t(TITLES[modal.view])}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6" key={generation}>
              {modal.view === 'login' && <LoginView />}
              {modal.view === 'register' && <RegisterView />}
              {modal.view === 'forgot-password' && <ForgotPasswordView />}
              {modal.view === 'verify-otp' && (
                <OtpForm email={modal.email || null} onVerified={verified} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
