import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { landing } from '@nutritest/content';
import { HeroIllustration } from './illustrations';
import { useLandingLink } from './landing-navigation';
import { landingColors } from './landing-section';

/** The cover (portada): the promise, the two calls to action and the illustration. */
export function HeroSection() {
  const { hero } = landing;
  const signupLink = useLandingLink('/signup/?user=1');
  return (
    <Box
      component="section"
      id="portada"
      aria-labelledby="portada-titulo"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: landingColors.white,
        // Never lighter than #5a45c4 behind the text, so white copy keeps AA contrast.
        background: `linear-gradient(150deg, ${landingColors.night} 0%, ${landingColors.deepPurple} 45%, ${landingColors.darkPurple} 100%)`,
        py: { xs: 6, sm: 9, md: 11 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
          alignItems: 'center',
          gap: { xs: 5, md: 6 },
        }}
      >
        <Box>
          <Typography
            component="p"
            sx={{
              display: 'inline-block',
              px: 1.75,
              py: 0.75,
              mb: 3,
              borderRadius: 999,
              bgcolor: 'rgba(255, 255, 255, 0.14)',
              fontWeight: 700,
              fontSize: '0.9rem',
            }}
          >
            {hero.eyebrow}
          </Typography>
          <Typography
            id="portada-titulo"
            variant="h1"
            sx={{
              fontSize: { xs: '2.4rem', sm: '3.4rem', md: '3.9rem' },
              lineHeight: 1.05,
              letterSpacing: '-0.03em',
              mb: 3,
            }}
          >
            {hero.title}
          </Typography>
          <Typography
            sx={{ fontSize: { xs: '1.1rem', sm: '1.25rem' }, lineHeight: 1.6, color: '#efeaff', maxWidth: 560 }}
          >
            {hero.lead}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button
              {...signupLink}
              size="large"
              sx={{
                bgcolor: landingColors.white,
                color: landingColors.deepPurple,
                px: 4,
                py: 1.5,
                fontSize: '1.05rem',
                '&:hover': { bgcolor: '#ebe6ff' },
              }}
            >
              {hero.primaryCta}
            </Button>
            <Button
              href="#como-funciona"
              size="large"
              variant="outlined"
              sx={{
                color: landingColors.white,
                borderColor: 'rgba(255, 255, 255, 0.6)',
                borderWidth: 2,
                px: 4,
                py: 1.5,
                fontSize: '1.05rem',
                '&:hover': { borderColor: landingColors.white, borderWidth: 2, bgcolor: 'rgba(255, 255, 255, 0.08)' },
              }}
            >
              {hero.secondaryCta}
            </Button>
          </Stack>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5 }}
          >
            {hero.highlights.map((item) => (
              <Box component="li" key={item} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
                <CheckCircle fontSize="small" sx={{ color: '#8fe3b4' }} />
                {item}
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ maxWidth: { xs: 340, sm: 420, md: 480 }, width: '100%', mx: 'auto' }}>
          <HeroIllustration />
        </Box>
      </Container>
    </Box>
  );
}
