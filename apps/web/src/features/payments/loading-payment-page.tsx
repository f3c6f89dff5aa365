import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { useSession } from '../../lib/session';
import { CompanyUnlinkNotice } from './components/company-unlink-notice';
import { InviteeWelcome } from './components/invitee-welcome';
import { LazyCompanyInvitationOffer } from './components/lazy-company-invitation-offer';
import { PurchaseView } from './components/purchase-view';

/**
 * /loadingPayment, where a new customer lands after signing up or accepting an invitation: the
 * welcome of an invited patient, then the kit's price, the coupon box and the instalments, and the
 * saved card or the card frame, opened at once. The spec's fixed 2.5 s wait before asking for the
 * cards is dropped (decision 010, amended for issue 22). Once a card is added it goes on to
 * /payment, the same view with the card listed.
 */
export default function LoadingPaymentPage() {
  const navigate = useNavigate();
  const { account } = useSession();
  // A kit payment still in process at the provider: nothing to add or pay here (/payment says so).
  const inProcess = account?.profile.paymentInProcess === true;
  useEffect(() => {
    if (inProcess) navigate('/payment', { replace: true });
  }, [inProcess, navigate]);

  if (!account || inProcess) return <FullPageSpinner />;
  return (
    <PurchaseView
      title="Comprá tu Kit NutriTest"
      intro={
        <>
          <CompanyUnlinkNotice account={account} />
          <LazyCompanyInvitationOffer account={account} />
          <InviteeWelcome account={account} />
        </>
      }
      onCardAdded={() => navigate('/payment')}
    />
  );
}
