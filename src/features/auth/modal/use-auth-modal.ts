import { useAtom } from '../../../lib/state';
import { loginModalAtom, type AuthView } from '../session.atoms';

/** The modal's navigation between its views (docs/product-rules.md#auth-modal). */
export function useAuthModal() {
  const [modal, setModal] = useAtom(loginModalAtom);
  return {
    modal,
    show: (view: AuthView, email = modal.email) => setModal({ ...modal, open: true, view, email }),
    close: () => setModal({ ...modal, open: false }),
  };
}
