import { useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageShell } from '../../components/layout/page-shell';
import { useSession } from '../../lib/session';
import { LazyCompanyInvitationOffer } from './components/lazy-company-invitation-offer';
import { PaymentResult } from './components/payment-result';
import { PurchaseUnavailable, purchaseBlock } from './components/purchase-unavailable';
import { PurchaseView } from './components/purchase-view';
import { outcomeFromState } from './payment-outcome';

/**
 * /payment: the order, the coupon box (customers), and the saved card or the card frame; and the
 * result screens after paying, carried in the router state.
 */
export default function PaymentPage() {
  const { account } = useSession();
  const location = useLocation();
  const outcome = outcomeFromState(location.state);

  if (!account) return <FullPageSpinner />;
  if (outcome) {
    return (
      <PageShell maxWidth="sm">
        <PaymentResult outcome={outcome} isBusiness={account.role === 'Business'} />
      </PageShell>
    );
  }
  const block = purchaseBlock(account);
  if (block) {
    return (
      <PageShell maxWidth="sm">
        <PurchaseUnavailable reason={block} />
      </PageShell>
    );
  }
  return <PurchaseView intro={<LazyCompanyInvitationOffer account={account} />} />;
}
