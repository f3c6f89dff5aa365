import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { SectionSpinner } from '../../components/section-spinner';
import { CompanyInvitationHelp } from './components/company-invitation-help';
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
 * empty page. `step` picks the starting step; `fromCompany=1` is an employee invited by a company:
 * with `invitation=<token>` it opens the invitation, without it explains where the invitation is.
 */
export default function SignupPage() {
  const [params] = useSearchParams();
  const user = params.get('user');
  const step = params.get('step');

  if (user === '1') {
    // An employee's free kit comes only with the company's invitation (decision 027): its link goes to
    // the invitation's own page; without one, say where to find it rather than promise a free kit.
    if (params.get('fromCompany') === '1') {
      const invitation = params.get('invitation');
      if (invitation) return <Navigate to={`/createUser?user=${encodeURIComponent(invitation)}`} replace />;
      return (
        <PageShell>
          <CompanyInvitationHelp />
        </PageShell>
      );
    }
    return (
      <PageShell>
        <CustomerSignup initialStep={startingStep(step, 0, CUSTOMER_LAST_STEP)} />
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
  // The spec gives an empty page for a missing or unknown `user` (a shared /signup link, a typo):
  // decision 028 sends it to the customer's sign-up instead, keeping the other parameters.
  const next = new URLSearchParams(params);
  next.set('user', '1');
  return <Navigate to={`/signup?${next.toString()}`} replace />;
}
