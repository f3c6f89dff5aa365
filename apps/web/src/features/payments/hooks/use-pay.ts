import { AppError, type PurchaseAnalysisRequest } from '@nutritest/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../../components/checkout/idempotency-key';
import { usePurchaseAnalysis } from '../api/purchase-analysis';
import { clearPaymentDraft } from '../payment-draft';
import type { PaymentOutcome } from '../payment-outcome';

/**
 * Pays and shows the result on /payment. One Idempotency-Key per attempt: a second press while
 * paying does nothing, and pressing again after an unknown outcome (network failure, server still
 * processing) with the same choices resends the same key, so the server answers that attempt's
 * result instead of charging again. A definite answer (paid or rejected) ends the attempt.
 */
export function usePay() {
  const navigate = useNavigate();
  const purchase = usePurchaseAnalysis();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef(false);
  // Set once the server has answered for good: the page is leaving for the result screen.
  const done = useRef(false);
  const [isDone, setDone] = useState(false);
  // 3-D Secure: the frame where the buyer's bank asks to confirm; asking again (same key) after it
  // answers the bank's decision.
  const [challenge, setChallenge] = useState<{ url: string; body: PurchaseAnalysisRequest } | null>(null);
  const finish = () => {
    done.current = true;
    setDone(true);
  };

  async function pay(body: PurchaseAnalysisRequest) {
    if (inFlight.current || done.current) return;
    inFlight.current = true;
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
    try {
      const analysis = await purchase.mutateAsync({ body, idempotencyKey: attempt.current.key });
      const { challengeUrl } = analysis.order.transaction;
      if (analysis.order.transaction.status === 'in_process' && challengeUrl) {
        setChallenge({ url: challengeUrl, body });
        return;
      }
      setChallenge(null);
      attempt.current = null;
      finish();
      clearPaymentDraft();
      const { transaction } = analysis.order;
      const outcome: PaymentOutcome =
        transaction.status === 'in_process'
          ? { status: 'pending', amount: transaction.amount, currency: transaction.currency, card: transaction.card }
          : {
              status: 'success',
              invoiceId: analysis.order.invoiceId,
              amount: transaction.amount,
              currency: transaction.currency,
              installments: transaction.installments,
              card: transaction.card,
              quantity: analysis.order.quantity,
            };
      navigate('/payment', { state: { payment: outcome } });
    } catch (error) {
      if (error instanceof AppError && error.code === 'PAYMENT_FAILED') {
        attempt.current = null;
        finish();
        const outcome: PaymentOutcome = { status: 'failed' };
        navigate('/payment', { state: { payment: outcome } });
      }
      // Other failures stay on the page, shown next to the button (purchase.error).
    } finally {
      inFlight.current = false;
    }
  }

  /** The bank's challenge is over: the same attempt again, which now answers the bank's decision. */
  const challengeDone = () => {
    const pending = challenge;
    setChallenge(null);
    if (pending) void pay(pending.body);
  };

  return {
    pay,
    isPaying: purchase.isPending || isDone,
    error: purchase.error,
    challengeUrl: challenge?.url ?? null,
    challengeDone,
  };
}
