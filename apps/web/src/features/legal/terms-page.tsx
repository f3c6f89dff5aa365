import ArrowBack from '@mui/icons-material/ArrowBack';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { fillPlaceholders, terms, termsPage } from '@nutritest/content';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { LogoLink } from '../../components/logo-link';
import { usePublicConfig } from '../../lib/public-config';
import { brandLight } from '../../lib/theme';
import { TermsSectionView } from './terms-section-view';

const darkPurple = '#5a45c4';

/**
 * /terminos-condiciones-uso-uy (doc 2 §2): terms, privacy and returns. The signup form opens it in
 * a new tab, so "Volver" first tries to close that tab.
 */
export default function TermsPage() {
  const config = usePublicConfig();
  const navigate = useNavigate();

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.close();
    // A browser only closes windows a script opened (or single-page tabs); otherwise nothing
    // happens and `closed` stays false, so fall back to the landing.
    if (!window.closed) navigate('/');
  };

  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh' }}>
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: (t) => t.zIndex.appBar,
          bgcolor: 'rgba(255, 255, 255, 0.94)',
          backdropFilter: 'blur(10px)',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: { xs: 56, sm: 64 } }}>
          <LogoLink height={30} sx={{ mr: 'auto' }} />
          <Link
            href="/"
            onClick={goBack}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700, color: darkPurple }}
          >
            <ArrowBack fontSize="small" aria-hidden="true" />
            {termsPage.back}
          </Link>
        </Container>
      </Box>

      <Box sx={{ bgcolor: brandLight.primary, py: { xs: 5, sm: 7 } }}>
        <Container maxWidth="lg">
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '2rem', sm: '2.6rem', md: '3rem' }, letterSpacing: '-0.02em', lineHeight: 1.15 }}
          >
            {termsPage.title}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 760, fontSize: { xs: '1.05rem', sm: '1.15rem' }, lineHeight: 1.65 }}>
            {termsPage.lead}
          </Typography>
        </Container>
      </Box>

      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 4, sm: 6 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
          gap: { xs: 3, md: 6 },
          alignItems: 'start',
        }}
      >
        <Box
          component="nav"
          aria-label={termsPage.contents}
          sx={{
            position: { md: 'sticky' },
            top: { md: 96 },
            p: 2.5,
            borderRadius: '20px',
            bgcolor: 'background.paper',
            border: '1px solid #e6e2f7',
          }}
        >
          <Typography
            sx={{
              fontWeight: 800,
              fontSize: '0.85rem',
              letterSpacing: '0.1em',
              textTransform: 'uppercase',
              mb: 1.5,
              color: darkPurple,
            }}
          >
            {termsPage.contents}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {terms.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`} sx={{ color: 'text.primary', fontWeight: 700 }}>
                  {section.title}
                </Link>
              </li>
            ))}
          </Box>
        </Box>

        <Box sx={{ minWidth: 0, display: 'grid', gap: { xs: 3, sm: 4 } }}>
          {terms.map((section) => (
            <TermsSectionView key={section.id} section={section} contacts={config} />
          ))}

          <Box
            component="aside"
            aria-labelledby="terminos-contacto"
            sx={{ p: { xs: 3, sm: 4 }, borderRadius: '20px', bgcolor: '#3a2a94', color: '#ffffff' }}
          >
            <Typography id="terminos-contacto" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
              {termsPage.contactTitle}
            </Typography>
            <Typography sx={{ lineHeight: 1.65, color: '#efeaff' }}>
              {fillPlaceholders(termsPage.contactText, config)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 2 }}>
              <Link
                href={`mailto:${config.supportEmail}`}
                sx={{ color: '#ffffff', display: 'inline-flex', gap: 1, alignItems: 'center', fontWeight: 700 }}
              >
                <EmailOutlined fontSize="small" aria-hidden="true" />
                {config.supportEmail}
              </Link>
              <Link
                href={`tel:${config.supportPhone.replace(/\s+/g, '')}`}
                sx={{ color: '#ffffff', display: 'inline-flex', gap: 1, alignItems: 'center', fontWeight: 700 }}
              >
                <PhoneOutlined fontSize="small" aria-hidden="true" />
                {config.supportPhone}
              </Link>
            </Box>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
