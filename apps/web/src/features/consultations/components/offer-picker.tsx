import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type ConsultationType, consultationOffers } from '@nutritest/domain';

/** The four product buttons (doc 2 §2); the chosen one is pressed. */
export function OfferPicker({ value, onChange }: { value: ConsultationType; onChange(type: ConsultationType): void }) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_event, next: ConsultationType | null) => {
        if (next) onChange(next);
      }}
      aria-label="Tipo de consulta"
      color="primary"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: 1,
        mb: 3,
        '& .MuiToggleButtonGroup-grouped': {
          m: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: '8px !important',
          textTransform: 'none',
          fontWeight: 700,
          py: 1.5,
        },
        // The chosen offer: filled, white on the primary shade (the tinted default fails AA contrast).
        '& .MuiToggleButtonGroup-grouped.Mui-selected': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderColor: 'primary.main',
          '&:hover': { bgcolor: 'primary.dark' },
        },
      }}
    >
      {consultationOffers.map((offer) => (
        <ToggleButton key={offer.type} value={offer.type}>
          {offer.title}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
