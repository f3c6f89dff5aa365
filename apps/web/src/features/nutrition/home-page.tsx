import { Navigate } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageShell } from '../../components/layout/page-shell';
import { useSession } from '../../lib/session';
import { CustomerHome } from './customer-home';

/** /home: the customer's home; any other role goes to its dashboard. */
export default function HomePage() {
  const { account, isLoading } = useSession();
  if (isLoading || !account) return <FullPageSpinner />;
  if (account.role !== 'Customer') return <Navigate to="/dashboard" replace />;
  return (
    <PageShell>
      <CustomerHome />
    </PageShell>
  );
}
