import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { SectionSpinner } from '../../components/section-spinner';
import { CUSTOMER_LAST_STEP, CustomerSignup } from './components/customer-signup';
import { COMPANY_LAST_STEP, NUTRITIONIST_PANEL_STEP, startingStep } from './signup-query';

// The customer's signup (the landing's "Comprar") comes with the page; the nutritionist's and the
// company's load when their link is opened (each is a view of its own in `npm run size`).
const NutritionistSignup = lazy(() =>
  import('./components/nutritionist-signup').then((m) => ({ default: m.NutritionistSignup })),
);
const CompanySignup = lazy(() => import('./components/company-signup').then((m) => ({ default: m.CompanySignup })));

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
        <Suspense fallback={<SectionSpinner minHeight={560} />}>
          <NutritionistSignup initialStep={startingStep(step, 0, NUTRITIONIST_PANEL_STEP)} />
        </Suspense>
      </PageShell>
    );
  }
  if (user === '3') {
    return (
      <PageShell>
        <Suspense fallback={<SectionSpinner minHeight={560} />}>
          <CompanySignup initialStep={startingStep(step, 0, COMPANY_LAST_STEP)} />
        </Suspense>
      </PageShell>
    );
  }
  return null;
}
