import BiotechOutlined from '@mui/icons-material/BiotechOutlined';
import DeliveryDiningOutlined from '@mui/icons-material/DeliveryDiningOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { landing } from '@nutritest/content';
import type { ReactNode } from 'react';
import { brandLight } from '../../lib/theme';
import { LandingSection, landingColors } from './landing-section';

const stepIcons: Record<string, ReactNode> = {
  buy: <ShoppingCartOutlined />,
  delivery: <LocalShippingOutlined />,
  sample: <WaterDropOutlined />,
  pickup: <DeliveryDiningOutlined />,
  lab: <BiotechOutlined />,
  results: <InsightsOutlined />,
};

/** The six steps from purchase to results (doc 1 §1, doc 2 §1). */
export function HowItWorksSection() {
  const { howItWorks } = landing;
  return (
    <LandingSection
      id="como-funciona"
      eyebrow={howItWorks.eyebrow}
      title={howItWorks.title}
      lead={howItWorks.lead}
      height={{ xs: 1060, md: 820 }}
    >
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          gap: { xs: 0, sm: 3 },
        }}
      >
        {howItWorks.steps.map((step, index) => {
          const isLast = index === howItWorks.steps.length - 1;
          return (
            <Box
              component="li"
              key={step.id}
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: { xs: 'row', sm: 'column' },
                gap: { xs: 2.5, sm: 2 },
                pb: { xs: isLast ? 0 : 4, sm: 0 },
                p: { sm: 3.5 },
                borderRadius: { sm: '24px' },
                bgcolor: { sm: isLast ? brandLight.primary : 'background.default' },
                // On phones the steps read as a vertical timeline joined by a line.
                '&::before': {
                  content: isLast ? 'none' : '""',
                  display: { xs: 'block', sm: 'none' },
                  position: 'absolute',
                  left: 27,
                  top: 60,
                  bottom: 4,
                  width: 2,
                  bgcolor: '#d9d4f5',
                },
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', alignSelf: 'flex-start', gap: 1.5, flexShrink: 0 }}>
                {/* The <ol> already announces the position; the number is for the eye. */}
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 56,
                    height: 56,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: landingColors.darkPurple,
                    color: landingColors.white,
                    fontWeight: 800,
                    fontSize: '1.35rem',
                  }}
                >
                  {index + 1}
                </Box>
                <Box aria-hidden="true" sx={{ display: { xs: 'none', sm: 'flex' }, color: landingColors.darkPurple }}>
                  {stepIcons[step.id]}
                </Box>
              </Box>
              <Box sx={{ pt: { xs: 0.75, sm: 0 } }}>
                <Typography variant="h6" component="h3" sx={{ fontSize: '1.2rem', fontWeight: 800, mb: 0.75 }}>
                  {step.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.6 }}>{step.text}</Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </LandingSection>
  );
}
