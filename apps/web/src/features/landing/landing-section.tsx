import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Colours used across the landing; the darker purples keep white text above WCAG AA contrast. */
export const landingColors = {
  deepPurple: '#3a2a94',
  darkPurple: '#5a45c4',
  hoverPurple: '#4a3aa8',
  night: '#221b4b',
  white: '#ffffff',
} as const;

/** A filled call-to-action: #7c67e2 is too light behind small white text, so it uses the darker purple. */
export const ctaButtonSx = {
  bgcolor: landingColors.darkPurple,
  color: landingColors.white,
  px: 3.5,
  py: 1.25,
  fontSize: '1rem',
  '&:hover': { bgcolor: landingColors.hoverPurple },
} as const;

/**
 * A part of the landing below a phone's first screen (the hero alone is taller than it) is styled,
 * laid out and painted when it comes near the viewport, not with the first screen
 * (`content-visibility: auto`; issue 42, decision 090). On a phone the first layout covered the
 * whole 9,900 px page, about 570 elements and 700 layout objects, 15–29 ms of the main thread on this
 * machine (four times that on a slow phone) while the page starts; with this, 145 elements and 178
 * objects. The content stays in the document: found by the browser's search, read by screen
 * readers, reached by the top bar's links. Until a part has been drawn once the browser counts it at
 * `height` (its height on a phone and on a wide screen, measured at 412 and 1280 px wide), then at
 * the height it was drawn (`auto`), so the scrollbar hardly moves as it scrolls.
 */
export function drawnWhenNear(height: { xs: number; md: number }) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: { xs: `auto ${height.xs}px`, md: `auto ${height.md}px` },
  } as const;
}

interface LandingSectionProps {
  /** The section anchor; browser tests and the top bar find sections by it. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  background?: string;
  /** Centre the heading block (the default) or align it to the start. */
  align?: 'center' | 'left';
  maxWidth?: 'md' | 'lg';
  /** Its height on a phone and on a wide screen, for the browser until it draws it (`drawnWhenNear`). */
  height: { xs: number; md: number };
  children: ReactNode;
}

/** One landing section: `<section id aria-labelledby>` with an eyebrow, an h2 title and a lead. */
export function LandingSection({
  id,
  eyebrow,
  title,
  lead,
  background = 'background.paper',
  align = 'center',
  maxWidth = 'lg',
  height,
  children,
}: LandingSectionProps) {
  const titleId = `${id}-titulo`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      // The top bar is sticky: leave room for it when jumping to an anchor.
      sx={{
        bgcolor: background,
        py: { xs: 7, sm: 10, md: 12 },
        scrollMarginTop: { xs: 56, sm: 64 },
        ...drawnWhenNear(height),
      }}
    >
      <Container maxWidth={maxWidth}>
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title} lead={lead} align={align} />
        {children}
      </Container>
    </Box>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  align?: 'center' | 'left';
  inverted?: boolean;
}

export function SectionHeading({ id, eyebrow, title, lead, align = 'center', inverted = false }: SectionHeadingProps) {
  const centred = align === 'center';
  return (
    <Box sx={{ textAlign: align, maxWidth: centred ? 720 : 'none', mx: centred ? 'auto' : 0, mb: { xs: 4, sm: 6 } }}>
      <Typography
        component="p"
        sx={{
          color: inverted ? '#e4ddff' : landingColors.darkPurple,
          fontWeight: 800,
          fontSize: '0.85rem',
          letterSpacing: '0.12em',
          textTransform: 'uppercase',
          mb: 1.5,
        }}
      >
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        variant="h2"
        sx={{
          fontSize: { xs: '1.85rem', sm: '2.4rem', md: '2.75rem' },
          lineHeight: 1.15,
          letterSpacing: '-0.02em',
          color: inverted ? landingColors.white : 'text.primary',
        }}
      >
        {title}
      </Typography>
      {lead && (
        <Typography
          sx={{
            mt: 2,
            fontSize: { xs: '1.05rem', sm: '1.15rem' },
            lineHeight: 1.6,
            color: inverted ? '#efeaff' : 'text.secondary',
          }}
        >
          {lead}
        </Typography>
      )}
    </Box>
  );
}
