import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** The overlay while a choice or a schedule is being sent. */
export function BusyBackdrop({ open }: { open: boolean }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (z) => z.zIndex.modal + 1, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label="Cargando" />
    </Backdrop>
  );
}
