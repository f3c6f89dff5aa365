import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Account, LinkedPerson } from '@nutritest/domain';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import type { InviteFormValues } from '../../components/invite-dialog';
import { PageShell } from '../../components/layout/page-shell';
import { LazyInviteDialog } from '../../components/lazy-invite-dialog';
import { PageBanner } from '../../components/page-banner';
import { SectionSpinner } from '../../components/section-spinner';
import { useSession } from '../../lib/session';
import { whenEngaged } from '../../lib/when-engaged';
import { useInvitations } from './api/get-invitations';
import { useLinkedPeople } from './api/get-linked-people';
import { useSendInvitation } from './api/send-invitation';
import { AddPersonMenu } from './components/add-person-menu';
import { InvitationsSection } from './components/invitations-section';
import { PatientResultActions } from './components/patient-result-actions';
import { PeopleList } from './components/people-list';
import { SignupView } from './components/signup-view';
import { StateFilter, useStateFilter } from './components/state-filter';
import { useDashboardBanner } from './hooks/use-dashboard-banner';

// Mi balance and Consultas load after the first interaction with the page (or when opened).
const loadBalanceTab = () => import('./components/balance-tab');
const loadConsultationsPanel = () => import('./components/consultations-panel');
const BalanceTab = lazy(() => loadBalanceTab().then((m) => ({ default: m.BalanceTab })));
const ConsultationsPanel = lazy(() => loadConsultationsPanel().then((m) => ({ default: m.ConsultationsPanel })));

type Show = ReturnType<typeof useDashboardBanner>['show'];

/** Results sent (state 3): 'Ver resultados' and the PDF (doc 1 §4). */
const patientActions = (person: LinkedPerson) => (person.state === 3 ? <PatientResultActions person={person} /> : null);

function PatientsPanel({
  account,
  showBanner,
  filter,
}: {
  account: Account;
  showBanner: Show;
  filter: ReturnType<typeof useStateFilter>;
}) {
  const patients = useLinkedPeople('patients');
  const invitations = useInvitations();

  if (patients.isPending || invitations.isPending) {
    return <CircularProgress aria-label="Cargando tus pacientes" sx={{ my: 2 }} />;
  }
  if (patients.isError) return <Alert severity="error">{patients.error.message}</Alert>;

  // An invitation to follow: still pending, or its invitee registered and linked (issue 22 item 7).
  const hasPending = (invitations.data ?? []).some(
    (invitation) => invitation.status === 'pending' || invitation.progress !== undefined,
  );
  const invitationsSection = <InvitationsSection onBanner={showBanner} />;

  if (patients.data.length === 0 && !hasPending) {
    return (
      <>
        <SignupView firstName={account.profile.firstName} publicCode={account.nutritionist?.publicCode ?? null} />
        {invitationsSection}
      </>
    );
  }

  return (
    <>
      <Box component="section" aria-labelledby="patients-title">
        <Typography id="patients-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Pacientes
        </Typography>
        {patients.data.length === 0 ? (
          <Typography color="text.secondary">
            Todavía no tenés pacientes con kit. Tus invitados aparecen en Invitaciones enviadas con su estado, y acá
            cuando compren su kit.
          </Typography>
        ) : (
          <>
            <Box sx={{ mb: 2 }}>
              <StateFilter selected={filter.selected} onToggle={filter.toggle} />
            </Box>
            <PeopleList
              people={patients.data}
              selected={filter.selected}
              label="Pacientes"
              filteredEmptyText="Ningún paciente está en los estados elegidos."
              actions={patientActions}
            />
          </>
        )}
      </Box>
      {invitationsSection}
    </>
  );
}

const tabs = ['Mis pacientes', 'Mi balance', 'Consultas'] as const;
/** What ?tab= opens (e.g. /dashboard?tab=balance, the profile's 'Ver mis liquidaciones'). */
const tabIds = ['pacientes', 'balance', 'consultas'] as const;

/** The tab the address asks for, the first one otherwise. */
const tabFromUrl = (id: string | null) => Math.max(0, tabIds.indexOf(id as (typeof tabIds)[number]));

/**
 * The open tab: the address's ?tab= when the page opens, and again whenever it changes (a link to
 * /dashboard?tab=balance followed while the dashboard is already open); the tabs choose it otherwise.
 */
function useDashboardTab() {
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState(() => tabFromUrl(asked));
  const [lastAsked, setLastAsked] = useState(asked);
  if (asked !== lastAsked) {
    setLastAsked(asked);
    setTab(tabFromUrl(asked));
  }
  return [tab, setTab] as const;
}

/**
 * The nutritionist's dashboard (doc 1 §2): tabs Mis pacientes (the signup view until there is a
 * patient or a pending invitation, else the patients with their state filter, and the invitations
 * sent), Mi balance (commissions by month) and Consultas (bookings and availability), plus Cargar
 * paciente. /dashboard?tab=balance (or consultas) opens on that tab.
 */
export function NutritionistDashboard() {
  const { account } = useSession();
  const baseId = useId();
  const [tab, setTab] = useDashboardTab();
  const [isInviting, setInviting] = useState(false);
  const banner = useDashboardBanner();
  const send = useSendInvitation('patient');
  // Kept here so the chosen chips survive a visit to Mi balance.
  const filter = useStateFilter();
  useEffect(() => {
    whenEngaged(() => {
      loadBalanceTab().catch(() => {});
      loadConsultationsPanel().catch(() => {});
    });
  }, []);
  if (!account) return <FullPageSpinner />;

  const invite = (values: InviteFormValues) => send.mutateAsync({ accountId: account.id, newAccountInfo: values });

  return (
    <PageShell>
      <PageBanner banner={banner.banner} onClose={banner.close} />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h4" component="h1">
          Mis pacientes
        </Typography>
        <AddPersonMenu
          label="Cargar paciente"
          fullDataPath="/createUser?invitar=paciente"
          onSendEmail={() => setInviting(true)}
        />
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label="Secciones del panel">
          {tabs.map((label, i) => (
            <Tab key={label} label={label} id={`${baseId}-tab-${i}`} aria-controls={`${baseId}-panel-${i}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`} sx={{ pt: 3 }}>
        {tab === 0 ? (
          <PatientsPanel account={account} showBanner={banner.show} filter={filter} />
        ) : (
          <Suspense fallback={<SectionSpinner />}>{tab === 1 ? <BalanceTab /> : <ConsultationsPanel />}</Suspense>
        )}
      </Box>
      <LazyInviteDialog
        open={isInviting}
        onClose={() => setInviting(false)}
        title="Invitar paciente"
        description="Le enviamos un correo con un enlace para que complete sus datos y cree su cuenta, vinculada a vos."
        send={invite}
      />
    </PageShell>
  );
}
