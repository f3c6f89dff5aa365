import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { Logo } from './logo';

/** The word mark as the link home (the landing's top bar has its own, outside the router's bundle). */
export function LogoLink({ to = '/', height, sx }: { to?: string; height?: number; sx?: SxProps<Theme> }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="NutriTest, inicio"
      sx={[{ display: 'inline-flex', textDecoration: 'none' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Logo height={height} />
    </Box>
  );
}
