import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { landing } from '@nutritest/content';
import { Logo } from '../../components/logo';
import { usePublicConfig } from '../../lib/public-config';
import { useLandingLink } from './landing-navigation';
import { drawnWhenNear, landingColors } from './landing-section';

const linkSx = { color: landingColors.white, display: 'inline-flex', alignItems: 'center', gap: 1 } as const;

/** Footer: terms link, support contacts from the public configuration and the copyright. */
export function LandingFooter() {
  const { supportEmail, supportPhone } = usePublicConfig();
  const { footer } = landing;
  const termsLink = useLandingLink('/terminos-condiciones-uso-uy');
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: landingColors.night,
        color: '#e4ddff',
        pt: { xs: 6, sm: 8 },
        pb: 4,
        ...drawnWhenNear({ xs: 460, md: 330 }),
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1.3fr 1fr' },
            gap: { xs: 4, sm: 6 },
            pb: { xs: 4, sm: 6 },
            borderBottom: '1px solid rgba(255, 255, 255, 0.14)',
          }}
        >
          <Box>
            <Logo height={34} inverted />
            <Typography sx={{ mt: 2, maxWidth: 360, lineHeight: 1.6 }}>{footer.tagline}</Typography>
            <Link {...termsLink} sx={{ ...linkSx, mt: 2.5, fontWeight: 700 }}>
              {footer.termsLink}
            </Link>
          </Box>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography component="h2" sx={{ color: landingColors.white, fontWeight: 800, fontSize: '1.1rem', mb: 2 }}>
              {footer.contactTitle}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Link href={`mailto:${supportEmail}`} sx={linkSx}>
                <EmailOutlined fontSize="small" aria-hidden="true" />
                {supportEmail}
              </Link>
              <Link href={`tel:${supportPhone.replace(/\s+/g, '')}`} sx={linkSx}>
                <PhoneOutlined fontSize="small" aria-hidden="true" />
                {supportPhone}
              </Link>
              <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <Schedule fontSize="small" aria-hidden="true" />
                {footer.hours}
              </Typography>
            </Box>
          </Box>
        </Box>
        <Typography sx={{ pt: 3, fontSize: '0.9rem' }}>
          © {new Date().getFullYear()} {footer.copyright}
        </Typography>
      </Container>
    </Box>
  );
}
