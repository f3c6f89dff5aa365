import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLandingLink } from './landing-navigation';
import { ctaButtonSx, drawnWhenNear, landingColors, SectionHeading } from './landing-section';

interface AudienceSectionProps {
  id: string;
  content: { eyebrow: string; title: string; lead: string; benefits: readonly string[]; cta: string };
  /** Signup path for this kind of user (doc 1 §2: /signup/?user=2 or 3). */
  signupPath: string;
  illustration: ReactNode;
  background: string;
  /** Put the illustration after the text on wide screens, so consecutive sections alternate. */
  isReversed?: boolean;
  /** Its height on a phone and on a wide screen, for the browser until it draws it (`drawnWhenNear`). */
  height: { xs: number; md: number };
}

/** A two-column pitch for nutritionists or businesses, ending in their signup link. */
export function AudienceSection({
  id,
  content,
  signupPath,
  illustration,
  background,
  isReversed = false,
  height,
}: AudienceSectionProps) {
  const titleId = `${id}-titulo`;
  const signupLink = useLandingLink(signupPath);
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      sx={{
        bgcolor: background,
        py: { xs: 7, sm: 10, md: 12 },
        scrollMarginTop: { xs: 56, sm: 64 },
        ...drawnWhenNear(height),
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: { xs: 4, md: 8 },
          alignItems: 'center',
        }}
      >
        <Box
          sx={{ order: { xs: 1, md: isReversed ? 1 : 0 }, maxWidth: { xs: 360, md: 460 }, width: '100%', mx: 'auto' }}
        >
          {illustration}
        </Box>
        <Box sx={{ order: { xs: 0, md: isReversed ? 0 : 1 } }}>
          <SectionHeading
            id={titleId}
            eyebrow={content.eyebrow}
            title={content.title}
            lead={content.lead}
            align="left"
          />
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: -2, mb: 4, display: 'grid', gap: 1.5 }}>
            {content.benefits.map((benefit) => (
              <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <CheckCircle sx={{ color: landingColors.darkPurple, mt: '2px' }} />
                <Typography sx={{ fontWeight: 600, lineHeight: 1.5 }}>{benefit}</Typography>
              </Box>
            ))}
          </Box>
          <Button {...signupLink} size="large" sx={ctaButtonSx}>
            {content.cta}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
