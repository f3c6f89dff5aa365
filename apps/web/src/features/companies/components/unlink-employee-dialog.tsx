import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type EmployeeUnlinked, employeeTexts, isPlaceUnused, type LinkedPerson } from '@nutritest/domain';
import { useId } from 'react';
import { useUnlinkEmployee } from '../api/unlink-employee';

/**
 * Asks before unlinking an employee (issue 22): says whether the place comes back, from the kit's
 * state in the list (the server decides again, under the company's lock, and its answer is what the
 * banner says).
 */
export function UnlinkEmployeeDialog({
  person,
  onClose,
  onDone,
}: {
  person: LinkedPerson | null;
  onClose: () => void;
  onDone: (result: EmployeeUnlinked) => void;
}) {
  const unlink = useUnlinkEmployee();
  const titleId = useId();
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  const close = () => {
    if (unlink.isPending) return;
    unlink.reset();
    onClose();
  };

  return (
    <Dialog open={person !== null} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{employeeTexts.confirmTitle(name)}</DialogTitle>
      <DialogContent>
        {unlink.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {unlink.error.message}
          </Alert>
        )}
        <DialogContentText sx={{ mb: 1.5 }}>
          {person && isPlaceUnused(person.analysisStatus) ? employeeTexts.confirmUnused : employeeTexts.confirmUsed}
        </DialogContentText>
        <DialogContentText>{employeeTexts.confirmCommon}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={unlink.isPending}>
          Cancelar
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={unlink.isPending || !person}
          onClick={() => {
            if (!person) return;
            unlink.mutate(person.id, {
              onSuccess: (result) => {
                unlink.reset();
                onDone(result);
              },
            });
          }}
        >
          {unlink.isPending ? 'Desvinculando…' : employeeTexts.unlink}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
