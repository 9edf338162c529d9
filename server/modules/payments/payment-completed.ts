/**
 * The hook other modules listen on when a payment completes (the public API's webhooks send
 * `payment.completed` from it). Listeners run after the settling transaction has committed, once
 * per payment; a listener's failure is logged, never undoes the payment.
 */
import type { PaymentView } from '../../../common/contracts/payments';

export interface PaymentCompleted {
  userId: string;
  payment: PaymentView;
}

export type PaymentCompletedListener = (event: PaymentCompleted) => void | Promise<void>;

export function createPaymentCompletedHook() {
  const listeners = new Set<PaymentCompletedListener>();
  return {
    /** Adds a listener; the returned function removes it. */
    onPaymentCompleted(listener: PaymentCompletedListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Calls every listener in turn; resolves when all have finished (or failed). */
    async emit(event: PaymentCompleted, onError: (error: unknown) => void): Promise<void> {
      for (const listener of listeners) {
        try {
          await listener(event);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}
export type PaymentCompletedHook = ReturnType<typeof createPaymentCompletedHook>;
