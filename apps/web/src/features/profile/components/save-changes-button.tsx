import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** The submit button of a profile tab's form. */
export function SaveChangesButton({ isSaving }: { isSaving: boolean }) {
  return (
    <Box>
      <Button type="submit" variant="contained" disabled={isSaving}>
        {isSaving ? 'Guardando…' : 'Guardar cambios'}
      </Button>
    </Box>
  );
}
