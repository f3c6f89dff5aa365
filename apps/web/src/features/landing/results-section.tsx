import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { landing } from '@nutritest/content';
import type { ReactNode } from 'react';
import { brand, brandLight } from '../../lib/theme';
import { LandingSection, landingColors } from './landing-section';

const levelColours = { green: brand.green, yellow: brand.yellow, red: brand.red } as const;
const levelBackgrounds = { green: brandLight.green, yellow: brandLight.yellow, red: brandLight.red } as const;
const foodColours = { prefer: brand.green, moderate: brand.yellow, avoid: brand.red } as const;
const featureIcons: Record<string, ReactNode> = {
  calculator: <CalculateOutlined fontSize="large" />,
  report: <PictureAsPdfOutlined fontSize="large" />,
};

function ResultCard({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 4 },
        borderRadius: '24px',
        borderColor: '#e6e2f7',
        height: '100%',
        boxSizing: 'border-box',
      }}
    >
      <Typography
        variant="h5"
        component="h3"
        sx={{ fontSize: { xs: '1.25rem', sm: '1.4rem' }, fontWeight: 800, mb: 1 }}
      >
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, mb: children ? 3 : 0 }}>{text}</Typography>
      {children}
    </Paper>
  );
}

/** What the customer gets: traffic-light traits, classed foods, the calculator and the PDF. */
export function ResultsSection() {
  const { results } = landing;
  return (
    <LandingSection
      id="resultados"
      height={{ xs: 1930, md: 1130 }}
      eyebrow={results.eyebrow}
      title={results.title}
      lead={results.lead}
      background="background.default"
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 2.5, sm: 3 } }}>
        <ResultCard title={results.traits.title} text={results.traits.text}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {results.traits.levels.map((level) => (
              <Box
                component="li"
                key={level.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  px: 2,
                  py: 1.5,
                  borderRadius: '14px',
                  bgcolor: levelBackgrounds[level.id],
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 22,
                    height: 22,
                    flexShrink: 0,
                    borderRadius: '50%',
                    bgcolor: levelColours[level.id],
                    boxShadow: `0 0 0 5px ${levelBackgrounds[level.id]}`,
                  }}
                />
                <Typography sx={{ fontWeight: 800 }}>{level.label}</Typography>
                <Typography sx={{ color: 'text.secondary' }}>{level.meaning}</Typography>
              </Box>
            ))}
          </Box>
        </ResultCard>

        <ResultCard title={results.foods.title} text={results.foods.text}>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}
          >
            {results.foods.classes.map((foodClass, index) => (
              <Box
                component="li"
                key={foodClass.id}
                sx={{
                  p: { xs: 1.5, sm: 2 },
                  borderRadius: '14px',
                  bgcolor: 'background.default',
                  borderTop: `5px solid ${foodColours[foodClass.id]}`,
                }}
              >
                <Typography sx={{ fontWeight: 800, mb: 1.5, fontSize: { xs: '0.95rem', sm: '1rem' } }}>
                  {foodClass.label}
                </Typography>
                {/* Placeholder rows hint at a list without inventing food names for a genotype. */}
                {[78, 56, 68, 44].map((width) => (
                  <Box
                    key={width}
                    aria-hidden="true"
                    sx={{
                      height: 8,
                      width: `${width - index * 4}%`,
                      borderRadius: '4px',
                      bgcolor: '#dcd8ee',
                      mb: 1,
                    }}
                  />
                ))}
              </Box>
            ))}
          </Box>
        </ResultCard>

        {results.features.map((feature) => (
          <Paper
            key={feature.id}
            variant="outlined"
            sx={{
              p: { xs: 3, sm: 4 },
              borderRadius: '24px',
              borderColor: '#e6e2f7',
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: { xs: 2, sm: 2.5 },
              alignItems: 'flex-start',
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                flexShrink: 0,
                width: 60,
                height: 60,
                borderRadius: '16px',
                display: 'grid',
                placeItems: 'center',
                bgcolor: brandLight.primary,
                color: landingColors.darkPurple,
              }}
            >
              {featureIcons[feature.id]}
            </Box>
            <Box>
              <Typography
                variant="h5"
                component="h3"
                sx={{ fontSize: { xs: '1.25rem', sm: '1.4rem' }, fontWeight: 800, mb: 1 }}
              >
                {feature.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.65 }}>{feature.text}</Typography>
            </Box>
          </Paper>
        ))}

        <Box
          sx={{
            gridColumn: { md: '1 / -1' },
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'center' },
            gap: { xs: 1.5, sm: 4 },
            p: { xs: 3.5, sm: 5 },
            borderRadius: '24px',
            color: landingColors.white,
            background: `linear-gradient(120deg, ${landingColors.deepPurple}, ${landingColors.darkPurple})`,
          }}
        >
          <Typography
            component="p"
            sx={{ fontSize: { xs: '3.2rem', sm: '4.5rem' }, fontWeight: 800, lineHeight: 1, whiteSpace: 'nowrap' }}
          >
            {results.weight.value}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.1rem', sm: '1.3rem' }, lineHeight: 1.5, fontWeight: 700 }}>
            {results.weight.text}
          </Typography>
        </Box>
      </Box>
    </LandingSection>
  );
}
