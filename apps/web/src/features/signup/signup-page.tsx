import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { COMPANY_LAST_STEP, CompanySignup } from './components/company-signup';
import { CUSTOMER_LAST_STEP, CustomerSignup } from './components/customer-signup';
import { NUTRITIONIST_PANEL_STEP, NutritionistSignup } from './components/nutritionist-signup';
import { startingStep } from './signup-query';

/**
 * /signup?user=1|2|3 (doc 1 §2): customer, nutritionist or company signup; any other value gives an
 * empty page. `step` picks the starting step; `fromCompany=1` marks an employee invited by a company.
 */
export default function SignupPage() {
  const [params] = useSearchParams();
  const user = params.get('user');
  const step = params.get('step');

  if (user === '1') {
    const fromCompany = params.get('fromCompany') === '1';
    return (
      <PageShell>
        <CustomerSignup
          initialStep={startingStep(step, 0, CUSTOMER_LAST_STEP)}
          fromCompany={fromCompany}
          invitation={fromCompany ? params.get('invitation') : null}
        />
      </PageShell>
    );
  }
  if (user === '2') {
    return (
      <PageShell>
        <NutritionistSignup initialStep={startingStep(step, 0, NUTRITIONIST_PANEL_STEP)} />
      </PageShell>
    );
  }
  if (user === '3') {
    return (
      <PageShell>
        <CompanySignup initialStep={startingStep(step, 0, COMPANY_LAST_STEP)} />
      </PageShell>
    );
  }
  return null;
}
