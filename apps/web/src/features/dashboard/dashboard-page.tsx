import { useSession } from '../../app/session';
import { ComingSoon } from '../../components/coming-soon';
import { FullPageSpinner } from '../../components/full-page-spinner';

const titles: Record<string, string> = {
  Customer: 'Mi kit NutriTest',
  Nutritionist: 'Mis pacientes',
  Business: 'Empleados',
  Operator: 'Consola de operaciones',
};

/** Body by role (doc 1 §2); an unknown role gets the company dashboard. Each arrives in its issue. */
export default function DashboardPage() {
  const { account, isLoading } = useSession();
  if (isLoading || !account) return <FullPageSpinner />;
  return <ComingSoon title={titles[account.role] ?? titles.Business!} />;
}
