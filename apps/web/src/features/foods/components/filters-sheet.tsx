import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The phone's filters: a bottom sheet over the list (issue 22). Every box applies at once (the URL
 * changes, as on a wide screen); the footer says how many foods match and closes the sheet, and
 * closing returns the focus to the 'Filtros' button.
 */
export function FiltersSheet({
  open,
  shown,
  onClose,
  children,
}: {
  open: boolean;
  shown: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'food-filters-title',
          id: 'food-filters',
          sx: { maxHeight: '85dvh', overflowY: 'hidden', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 1 }}>
        <Typography id="food-filters-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          Filtros
        </Typography>
        <IconButton onClick={onClose} aria-label="Cerrar">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 2, flex: '1 1 auto', minHeight: 0, overflowY: 'auto' }}>{children}</Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Button variant="contained" fullWidth onClick={onClose}>
          {shown === 1 ? 'Ver 1 alimento' : `Ver ${shown} alimentos`}
        </Button>
      </Box>
    </Drawer>
  );
}
