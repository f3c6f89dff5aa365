import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Account,
  AnalysisStatus,
  computeNutritionProfile,
  DEFAULT_DIET,
  type DietId,
  pregnancyStateOf,
  withDiet,
} from '@nutritest/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { EndUserNav } from '../../components/layout/end-user-nav';
import { DialogSpinner, SectionSpinner } from '../../components/section-spinner';
import { useSession } from '../../lib/session';
import { whenEngaged } from '../../lib/when-engaged';
import { useNutritionGenetics } from './api/nutrition-profile';
import { HomeCards } from './components/home-cards';
import { ProfileView } from './components/profile-view';
import { useProfileSync } from './hooks/use-profile-sync';
import { clearDraft, draftFromAccount, draftOf, readDraft, writeDraft } from './lib/local-profile';
import type { ProfileFormOutput } from './lib/profile-form-schema';

// The two-step form sits in the closed 'Completar formulario' panel until it is opened (or while a
// profile is being updated): its code (react-hook-form, the radio groups) is not on the first screen
// and loads after the first interaction with the page.
const loadProfileForm = () => import('./components/profile-form');
const ProfileForm = lazy(() => loadProfileForm().then((m) => ({ default: m.ProfileForm })));
whenEngaged(() => {
  loadProfileForm().catch(() => {});
});

// Elegí tu dieta opens from Mi perfil: its code loads once the profile shows, after the first interaction.
const loadDietDialog = () => import('./components/diet-dialog');
const DietDialog = lazy(() => loadDietDialog().then((m) => ({ default: m.DietDialog })));

/** Before results the calculator has no genetic adjustment, and says so (issue 22, decision 011). */
export const withoutGeneticsNotice =
  'Tu perfil se calcula sin ajustes genéticos: tus resultados todavía no están (llegan en hasta 45 días hábiles desde el retiro de tu muestra). Las cifras salen de tus datos y de fórmulas generales; cuando lleguen tus resultados, sumamos el ajuste según tu ADN.';

export const saveFailedMessage =
  'No pudimos guardar tu perfil en tu cuenta. Quedó guardado en este navegador y lo volveremos a intentar.';

/**
 * The customer's home (doc 2 §2): the navigator bar, the nutrition profile panel (the two-step form
 * until it is sent, then Mi perfil) and the cards to results, recommendations and weekly meals.
 * Rendered inside a PageShell by /home and by /dashboard once the results were sent.
 */
export function CustomerHome() {
  const { account } = useSession();
  if (!account) return null;
  return (
    <CustomerHomeOf
      key={account.email}
      email={account.email}
      firstName={account.profile.firstName}
      accountProfile={account.profile}
      hasResults={account.profile.analysis?.status === AnalysisStatus.ResultsSent}
    />
  );
}

function CustomerHomeOf({
  email,
  firstName,
  accountProfile,
  hasResults: accountHasResults,
}: {
  email: string;
  firstName: string | null;
  /** The Formulario ADN's answers: the form's starting values before a first profile. */
  accountProfile: Account['profile'];
  /** What the account says until the server's answer arrives. */
  hasResults: boolean;
}) {
  const sync = useProfileSync(email);
  const serverGenetics = useNutritionGenetics();
  // Until the server's answer (or if it has none), what the account says; the server's figure wins.
  const genetics = serverGenetics ?? { hasResults: accountHasResults, saturatedFatSensitive: false };
  const { profile } = sync;
  // Updating an existing profile: the form stays open (its draft kept) until it is sent.
  const [editing, setEditing] = useState(() => readDraft(email) !== null);
  // null: as the state of the profile says (collapsed form, expanded profile); else the user's choice.
  const [expandedChoice, setExpanded] = useState<boolean | null>(null);
  const [dietOpen, setDietOpen] = useState(false);
  // Mounted from the first opening on, so that closing it plays its transition.
  const [dietShown, setDietShown] = useState(false);

  const showForm = profile === null || editing;
  const expanded = expandedChoice ?? profile !== null;

  const submit = (values: ProfileFormOutput) => {
    const next = computeNutritionProfile(email, {
      sex: values.biologicalSex,
      goals: values.objective,
      actualExcercise: values.dailyExercise,
      weight: values.weight,
      height: values.height,
      age: values.age,
      selectedDiet: profile?.selectedDiet ?? DEFAULT_DIET,
      pregnancy: pregnancyStateOf(accountProfile.pathologies.map((item) => item.id)),
    });
    sync.save(next);
    clearDraft(email);
    setEditing(false);
    setExpanded(true);
  };

  const update = () => {
    if (!profile) return;
    writeDraft(email, draftOf(profile), 0);
    setEditing(true);
    setExpanded(true);
  };

  const discard = () => {
    clearDraft(email);
    setEditing(false);
  };

  const pickDiet = (diet: DietId) => {
    setDietOpen(false);
    if (!profile || diet === profile.selectedDiet) return;
    const next = withDiet(profile, diet);
    // A profile with 0 calories keeps its diet (doc 2 §5).
    if (next !== profile) sync.save(next);
  };

  const everSent = profile !== null;
  useEffect(() => {
    if (everSent) whenEngaged(() => void loadDietDialog().catch(() => {}));
  }, [everSent]);

  return (
    <Stack spacing={3}>
      <EndUserNav />
      <Box>
        <Typography component="h1" variant="h4">
          Inicio
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {firstName ? `Hola, ${firstName}. ` : ''}
          {everSent
            ? 'Este es tu perfil nutricional, calculado con tus datos.'
            : 'Completá el formulario para conocer tu perfil nutricional.'}
        </Typography>
      </Box>

      {sync.saveFailed && <Alert severity="warning">{saveFailedMessage}</Alert>}
      {!genetics.hasResults && <Alert severity="info">{withoutGeneticsNotice}</Alert>}

      {sync.isLoading ? (
        // The height of the closed panel that replaces it, so the cards below do not move.
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 56 }}>
          <CircularProgress aria-label="Cargando tu perfil" size={32} />
        </Box>
      ) : (
        <Accordion
          expanded={expanded}
          onChange={(_event, isExpanded) => setExpanded(isExpanded)}
          disableGutters
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls="nutrition-panel" id="nutrition-panel-header">
            <Typography
              component="span"
              variant="h6"
              sx={{ fontWeight: 800, color: everSent ? 'text.primary' : 'error.main' }}
            >
              {everSent ? 'Mi perfil' : 'Completar formulario'}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id="nutrition-panel">
            {showForm ? (
              <Suspense fallback={<SectionSpinner label="Cargando el formulario" />}>
                <ProfileForm
                  key={everSent ? 'update' : 'first'}
                  email={email}
                  initialValues={profile ? draftOf(profile) : draftFromAccount(accountProfile)}
                  onSubmit={submit}
                  onDiscard={everSent ? discard : undefined}
                />
              </Suspense>
            ) : (
              <ProfileView
                profile={profile}
                genetics={serverGenetics ?? undefined}
                onChangeDiet={() => {
                  setDietShown(true);
                  setDietOpen(true);
                }}
                onUpdate={update}
              />
            )}
          </AccordionDetails>
        </Accordion>
      )}

      {profile && dietShown && (
        <Suspense fallback={dietOpen ? <DialogSpinner /> : null}>
          <DietDialog
            open={dietOpen}
            current={profile.selectedDiet}
            onPick={pickDiet}
            onClose={() => setDietOpen(false)}
          />
        </Suspense>
      )}

      <HomeCards />
    </Stack>
  );
}
