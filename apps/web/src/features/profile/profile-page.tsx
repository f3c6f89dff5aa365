import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Account, purchasesTexts } from '@nutritest/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageShell } from '../../components/layout/page-shell';
import { SectionSpinner } from '../../components/section-spinner';
import { useSession } from '../../lib/session';
import { PrivacySections } from '../privacy';
import { BusinessDetailsForm } from './components/business-details-form';
import { ChangePasswordForm } from './components/change-password-form';
import { CustomerMyDataForm } from './components/customer-my-data-form';
import { NutritionistLinkSection } from './components/nutritionist-link-section';
import { NutritionistMyDataForm } from './components/nutritionist-my-data-form';
import { ProfileSection } from './components/profile-section';
import { type ProfileTab, ProfileTabs } from './components/profile-tabs';
import { ReadOnlyEmail } from './components/read-only-email';

// What the first paint does not show loads on demand: the second tab of each role, the sections
// below the role's own data, and the saved toast.
const DnaForm = lazy(() => import('./components/dna-form').then((m) => ({ default: m.DnaForm })));
const BankAccountForm = lazy(() =>
  import('./components/bank-account-form').then((m) => ({ default: m.BankAccountForm })),
);
const PlacesPanel = lazy(() => import('./components/places-panel').then((m) => ({ default: m.PlacesPanel })));
const EmailChangeSection = lazy(() =>
  import('./components/email-change-section').then((m) => ({ default: m.EmailChangeSection })),
);
const SavedToast = lazy(() => import('./components/saved-toast').then((m) => ({ default: m.SavedToast })));
const TwoFactorSection = lazy(() => import('../two-factor').then((m) => ({ default: m.TwoFactorSection })));
const ResultsAccessSection = lazy(() => import('../results').then((m) => ({ default: m.ResultsAccessSection })));
const MyConsultations = lazy(() => import('../consultations').then((m) => ({ default: m.MyConsultations })));
const MyPurchases = lazy(() => import('../purchases').then((m) => ({ default: m.MyPurchases })));

/** 'Mis compras' (/profile?tab=compras): every purchase with its receipts, loaded when opened. */
const purchasesTab: ProfileTab = {
  label: purchasesTexts.tabTitle,
  id: 'compras',
  content: (
    <Later minHeight={320}>
      <MyPurchases />
    </Later>
  ),
};

/** A part loaded on demand, with a spinner of about its height until its code arrives. */
function Later({ minHeight = 160, children }: { minHeight?: number; children: ReactNode }) {
  return <Suspense fallback={<SectionSpinner minHeight={minHeight} />}>{children}</Suspense>;
}

/** Every role's e-mail, password, second factor and personal-data sections, below its own data. */
function AccountSecurity({ email }: { email: string }) {
  return (
    <>
      <Later>
        <EmailChangeSection email={email} />
      </Later>
      <ChangePasswordForm />
      <Later>
        <TwoFactorSection />
      </Later>
      <Later minHeight={480}>
        <PrivacySections />
      </Later>
    </>
  );
}

function tabsFor(account: Account, onSaved: () => void): ProfileTab[] {
  switch (account.role) {
    case 'Customer':
      return [
        {
          label: 'Mis datos',
          content: (
            <>
              <CustomerMyDataForm account={account} onSaved={onSaved} />
              <NutritionistLinkSection onSaved={onSaved} />
              <Later>
                <EmailChangeSection email={account.email} />
              </Later>
              <ChangePasswordForm />
              <Later>
                <TwoFactorSection />
              </Later>
              {/* Who read my genetic results (Ley 18.331: the owner can see every access). */}
              <Later>
                <ResultsAccessSection />
              </Later>
              <Later>
                <MyConsultations />
              </Later>
              <Later minHeight={480}>
                <PrivacySections />
              </Later>
            </>
          ),
        },
        {
          label: 'Formulario ADN',
          id: 'dna',
          content: (
            <Later minHeight={480}>
              <DnaForm account={account} onSaved={onSaved} />
            </Later>
          ),
        },
        purchasesTab,
      ];
    case 'Nutritionist':
      return [
        {
          label: 'Mis datos',
          content: (
            <>
              <NutritionistMyDataForm account={account} onSaved={onSaved} />
              <AccountSecurity email={account.email} />
            </>
          ),
        },
        {
          label: 'Datos de cobro',
          id: 'cobro',
          content: (
            <>
              <Later minHeight={400}>
                <BankAccountForm onSaved={onSaved} />
              </Later>
              {/* The monthly payout statements live in the dashboard's Mi balance tab (?tab=balance opens it). */}
              <Button component={RouterLink} to="/dashboard?tab=balance" variant="text" sx={{ mt: 3 }}>
                {purchasesTexts.payoutsLink}
              </Button>
            </>
          ),
        },
      ];
    case 'Business':
      return [
        {
          label: 'Mis datos',
          content: (
            <>
              <BusinessDetailsForm account={account} onSaved={onSaved} />
              <AccountSecurity email={account.email} />
            </>
          ),
        },
        {
          label: 'Cupos',
          id: 'cupos',
          content: (
            <Later minHeight={240}>
              <PlacesPanel />
            </Later>
          ),
        },
        purchasesTab,
      ];
    default:
      // Operators (our staff) keep their data in the operations console; here only the password.
      return [
        {
          label: 'Mis datos',
          content: (
            <>
              <ProfileSection title="Cuenta">
                <ReadOnlyEmail email={account.email} hint="El correo electrónico no se puede modificar." />
              </ProfileSection>
              <ChangePasswordForm />
              <Later>
                <TwoFactorSection />
              </Later>
            </>
          ),
        },
      ];
  }
}

/**
 * /profile: the signed-in person's data, with tabs by role (doc 1 §2 Profile). Any path containing
 * "patientresult" renders the same page with a Volver button.
 */
export default function ProfilePage() {
  const { account } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [isToastOpen, setToastOpen] = useState(false);
  // The toast's code loads with the first save, then stays mounted so it can close with its transition.
  const [hasSaved, setHasSaved] = useState(false);
  const showsBackButton = pathname.toLowerCase().includes('patientresult');

  return (
    <PageShell maxWidth="md">
      {showsBackButton && (
        <Button startIcon={<ArrowBack />} onClick={() => navigate(-1)} sx={{ mb: 2 }}>
          Volver
        </Button>
      )}
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Mi perfil
      </Typography>
      {account ? (
        <Paper sx={{ p: { xs: 2, sm: 4 } }}>
          <ProfileTabs
            key={account.role}
            tabs={tabsFor(account, () => {
              setHasSaved(true);
              setToastOpen(true);
            })}
          />
        </Paper>
      ) : (
        <FullPageSpinner label="Cargando tu perfil" />
      )}
      {hasSaved && (
        <Suspense fallback={null}>
          <SavedToast open={isToastOpen} onClose={() => setToastOpen(false)} />
        </Suspense>
      )}
    </PageShell>
  );
}
