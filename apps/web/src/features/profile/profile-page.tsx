import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Account } from '@nutritest/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageShell } from '../../components/layout/page-shell';
import { MyConsultations } from '../consultations';
import { ResultsAccessSection } from '../results';
import { BankAccountForm } from './components/bank-account-form';
import { BusinessDetailsForm } from './components/business-details-form';
import { ChangePasswordForm } from './components/change-password-form';
import { CustomerMyDataForm } from './components/customer-my-data-form';
import { DnaForm } from './components/dna-form';
import { NutritionistLinkSection } from './components/nutritionist-link-section';
import { NutritionistMyDataForm } from './components/nutritionist-my-data-form';
import { PlacesPanel } from './components/places-panel';
import { ProfileSection } from './components/profile-section';
import { type ProfileTab, ProfileTabs } from './components/profile-tabs';
import { ReadOnlyEmail } from './components/read-only-email';
import { SavedToast } from './components/saved-toast';

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
              <ChangePasswordForm />
              {/* Who read my genetic results (Ley 18.331: the owner can see every access). */}
              <ResultsAccessSection />
              <MyConsultations />
            </>
          ),
        },
        { label: 'Formulario ADN', id: 'dna', content: <DnaForm account={account} onSaved={onSaved} /> },
      ];
    case 'Nutritionist':
      return [
        {
          label: 'Mis datos',
          content: (
            <>
              <NutritionistMyDataForm account={account} onSaved={onSaved} />
              <ChangePasswordForm />
            </>
          ),
        },
        { label: 'Datos de cobro', content: <BankAccountForm onSaved={onSaved} /> },
      ];
    case 'Business':
      return [
        {
          label: 'Mis datos',
          content: (
            <>
              <BusinessDetailsForm account={account} onSaved={onSaved} />
              <ChangePasswordForm />
            </>
          ),
        },
        { label: 'Cupos', id: 'cupos', content: <PlacesPanel /> },
      ];
    default:
      // Operators (our staff) keep their data in the operations console; here only the password.
      return [
        {
          label: 'Mis datos',
          content: (
            <>
              <ProfileSection title="Cuenta">
                <ReadOnlyEmail email={account.email} />
              </ProfileSection>
              <ChangePasswordForm />
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
          <ProfileTabs key={account.role} tabs={tabsFor(account, () => setToastOpen(true))} />
        </Paper>
      ) : (
        <FullPageSpinner label="Cargando tu perfil" />
      )}
      <SavedToast open={isToastOpen} onClose={() => setToastOpen(false)} />
    </PageShell>
  );
}
