import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConsultationNutritionist } from '@nutritest/domain';

/**
 * Who attends the consultation (issue 22, item 19): their photo when they uploaded one (else the
 * initials avatar), the name and the licence number when they entered one.
 */
export function NutritionistCard({
  nutritionist,
  lead = 'Te atiende',
}: {
  nutritionist: ConsultationNutritionist;
  lead?: string;
}) {
  return (
    <Box
      data-testid="consultation-nutritionist"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'grey.50' }}
    >
      <Avatar
        src={nutritionist.photoUrl ?? undefined}
        alt={nutritionist.photoUrl ? `Foto de ${nutritionist.name}` : undefined}
        aria-hidden={nutritionist.photoUrl ? undefined : true}
        sx={{ bgcolor: 'primary.dark', color: '#ffffff', width: 48, height: 48, fontWeight: 700 }}
      >
        {nutritionist.initials}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {lead}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>Lic. {nutritionist.name}</Typography>
        {nutritionist.licenseNumber && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Matrícula profesional: {nutritionist.licenseNumber}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
