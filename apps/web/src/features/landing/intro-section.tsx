import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { landing } from '@nutritest/content';
import { brandLight } from '../../lib/theme';
import { LandingSection, landingColors } from './landing-section';

/** Why genetics matters for nutrition, with three headline figures. */
export function IntroSection() {
  const { intro } = landing;
  return (
    <LandingSection id="intro" eyebrow={intro.eyebrow} title={intro.title} align="left" height={{ xs: 920, md: 610 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
          gap: { xs: 4, md: 8 },
          alignItems: 'center',
          mt: { md: -2 },
        }}
      >
        <Box>
          {intro.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ fontSize: '1.1rem', lineHeight: 1.75, mb: 2.5, color: 'text.primary' }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: '1fr' },
            gap: 2,
          }}
        >
          {intro.stats.map((stat) => (
            <Box
              component="li"
              key={stat.label}
              sx={{
                display: 'flex',
                flexDirection: { xs: 'row', sm: 'column', md: 'row' },
                alignItems: { xs: 'center', sm: 'flex-start', md: 'center' },
                gap: { xs: 2, sm: 0.5, md: 2.5 },
                p: { xs: 2.5, sm: 3 },
                borderRadius: '20px',
                bgcolor: brandLight.primary,
              }}
            >
              <Typography
                component="span"
                sx={{
                  minWidth: { xs: 88, sm: 0, md: 110 },
                  fontSize: { xs: '2.1rem', md: '2.6rem' },
                  fontWeight: 800,
                  lineHeight: 1,
                  color: landingColors.darkPurple,
                  whiteSpace: 'nowrap',
                }}
              >
                {stat.value}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
                {stat.label}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </LandingSection>
  );
}
