import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageShell } from '../../components/layout/page-shell';
import { useSession } from '../../lib/session';
import { KitPurchaseCard, PaymentSuccessBanner } from '../payments';
import { WhileWaitingCard } from './while-waiting-card';

// Each role's body loads on its own once the account is known: a customer does not download the
// operations console, nor an operator the kit flow (issue 11, initial JavaScript per route).
const BusinessDashboard = lazy(() => import('../companies').then((m) => ({ default: m.BusinessDashboard })));
const KitFlow = lazy(() => import('../logistics').then((m) => ({ default: m.KitFlow })));
const OpsPage = lazy(() => import('../ops').then((m) => ({ default: m.OpsPage })));
const NutritionistDashboard = lazy(() => import('../practice').then((m) => ({ default: m.NutritionistDashboard })));

/**
 * Body by role (doc 1 §2): customer kit flow, operations console, nutritionist dashboard, and the
 * company dashboard for a company or any unknown role.
 */
export default function DashboardPage() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <DashboardBody />
    </Suspense>
  );
}

function DashboardBody() {
  const { account, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  if (isLoading || !account) return <FullPageSpinner />;

  // After paying, /payment sends people here with payment=success (doc 1 §2, §4).
  const banner =
    params.get('payment') === 'success' ? (
      <PaymentSuccessBanner
        isBusiness={account.role === 'Business'}
        onClose={() =>
          setParams(
            (current) => {
              current.delete('payment');
              return current;
            },
            { replace: true },
          )
        }
      />
    ) : null;

  if (account.role === 'Customer' && account.profile.analysis === null) {
    return (
      <PageShell maxWidth="md">
        {banner}
        <KitPurchaseCard firstName={account.profile.firstName} />
      </PageShell>
    );
  }
  if (account.role === 'Customer' && account.profile.analysis?.status === 8) {
    // Results sent: the dashboard is the customer's home, at its own address (doc 1 §2 kit flow, doc 2 §2).
    return <Navigate to="/home" replace />;
  }
  if (account.role === 'Customer') {
    // Until results exist the customer's dashboard is the kit flow (spec README decision 7).
    return (
      <PageShell>
        {banner}
        <KitFlow />
        <WhileWaitingCard />
      </PageShell>
    );
  }
  if (account.role === 'Operator') return <OpsPage />;
  if (account.role === 'Nutritionist') return <NutritionistDashboard />;
  return (
    <>
      {banner}
      <BusinessDashboard />
    </>
  );
}
