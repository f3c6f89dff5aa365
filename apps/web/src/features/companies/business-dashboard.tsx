import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type EmployeeUnlinked, employeeTexts, invitationTexts, type LinkedPerson, messages } from '@nutritest/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import type { InviteFormValues } from '../../components/invite-dialog';
import { PageShell } from '../../components/layout/page-shell';
import { LazyInviteDialog } from '../../components/lazy-invite-dialog';
import { PageBanner } from '../../components/page-banner';
import { useSession } from '../../lib/session';
// The practice pieces it shares, through its light public entries: the practice feature's index
// would bring the nutritionist's dashboard along into this view's chunk.
import { useSendInvitation } from '../practice/invitations';
import {
  AddPersonMenu,
  InvitationsSection,
  invitationsQueryKey,
  PeopleList,
  StateFilter,
  useDashboardBanner,
  useLinkedPeople,
  useStateFilter,
} from '../practice/people';
import { kitsAvailableQueryOptions } from './api/get-kits-available';
import { UnlinkEmployeeDialog } from './components/unlink-employee-dialog';

export const noEmployeesText = 'Todavía no tenés empleados cargados. Podés cargar uno con el botón Cargar empleado.';

/** 'Tenés que tener kits comprados', with the way to buy places (the profile's Cupos tab). */
const noKitsMessage = (
  <>
    {invitationTexts.noKits}.{' '}
    <Link component={RouterLink} to="/profile?tab=cupos" sx={{ color: 'inherit', fontWeight: 700 }} underline="always">
      Comprar cupos
    </Link>
  </>
);

function Employees({ onUnlinked }: { onUnlinked: (result: EmployeeUnlinked) => void }) {
  const queryClient = useQueryClient();
  const employees = useLinkedPeople('employees');
  const filter = useStateFilter();
  const [leaving, setLeaving] = useState<LinkedPerson | null>(null);
  if (employees.isPending) return <CircularProgress aria-label="Cargando tus empleados" sx={{ my: 2 }} />;
  if (employees.isError) return <Alert severity="error">{employees.error.message}</Alert>;
  if (employees.data.length === 0) {
    return <Typography color="text.secondary">{noEmployeesText}</Typography>;
  }
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <StateFilter selected={filter.selected} onToggle={filter.toggle} />
      </Box>
      {/* Names and kit state only: a company never sees its employees' health data or results. */}
      <PeopleList
        people={employees.data}
        selected={filter.selected}
        label="Empleados"
        filteredEmptyText="Ningún empleado está en los estados elegidos."
        actions={(person) => (
          <Button
            size="small"
            color="error"
            variant="text"
            onClick={() => setLeaving(person)}
            aria-label={employeeTexts.unlinkLabel(`${person.firstName} ${person.lastName}`.trim())}
          >
            {employeeTexts.unlink}
          </Button>
        )}
      />
      {/* Someone who left: an unused place comes back to the company (issue 22). */}
      <UnlinkEmployeeDialog
        person={leaving}
        onClose={() => setLeaving(null)}
        onDone={(result) => {
          setLeaving(null);
          void employees.refetch();
          // The person's invitation now reads as unlinked, not 'Aceptada' (issue 41 item 7).
          void queryClient.invalidateQueries({ queryKey: invitationsQueryKey });
          onUnlinked(result);
        }}
      />
    </>
  );
}

/**
 * The company's dashboard (doc 1 §2): 'Empleados' with the places left, the state filter and the
 * employees, Cargar empleado (only with places left: otherwise 'Tenés que tener kits comprados') and
 * the invitations sent. Also shown for an unknown role, as the spec says.
 */
export function BusinessDashboard() {
  const { account } = useSession();
  const queryClient = useQueryClient();
  const kits = useQuery(kitsAvailableQueryOptions);
  const banner = useDashboardBanner();
  const send = useSendInvitation('employee');
  const [isInviting, setInviting] = useState(false);
  if (!account) return <FullPageSpinner />;

  // The invite button asks for the places again: another admin may have used them meanwhile.
  const checkPlaces = async () => {
    try {
      const left = await queryClient.fetchQuery({ ...kitsAvailableQueryOptions, staleTime: 0 });
      if (left > 0) return true;
      banner.show('warning', noKitsMessage);
    } catch (error) {
      banner.show('warning', error instanceof Error ? error.message : messages.internal);
    }
    return false;
  };

  const invite = (values: InviteFormValues) => send.mutateAsync({ accountId: account.id, newAccountInfo: values });

  return (
    <PageShell>
      <PageBanner banner={banner.banner} onClose={banner.close} />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h4" component="h1">
          Empleados
        </Typography>
        <AddPersonMenu
          label="Cargar empleado"
          fullDataPath="/createUser?invitar=empleado"
          onSendEmail={() => setInviting(true)}
          check={checkPlaces}
        />
      </Box>
      <Box sx={{ mb: 3 }}>
        {kits.isPending ? (
          <CircularProgress size={24} aria-label="Cargando cupos" />
        ) : kits.isError ? (
          <Alert severity="error">{kits.error.message}</Alert>
        ) : (
          <Typography sx={{ fontWeight: 700 }}>Cupos restantes: {kits.data}</Typography>
        )}
      </Box>
      <Employees
        onUnlinked={(result) => {
          queryClient.setQueryData(kitsAvailableQueryOptions.queryKey, result.placesLeft);
          banner.show('success', result.message);
        }}
      />
      <InvitationsSection onBanner={banner.show} />
      <LazyInviteDialog
        open={isInviting}
        onClose={() => setInviting(false)}
        title="Invitar empleado"
        description="Le enviamos un correo con un enlace para que complete sus datos y cree su cuenta. Su kit lo paga uno de tus cupos."
        warning={invitationTexts.placesWarning}
        send={invite}
      />
    </PageShell>
  );
}
