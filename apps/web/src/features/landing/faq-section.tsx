import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { faq, fillPlaceholders, landing } from '@nutritest/content';
import { useId, useState } from 'react';
import { usePublicConfig } from '../../lib/public-config';
import { LandingSection, landingColors } from './landing-section';

/**
 * The questions' look, written once for the whole list: each question is plain elements (a heading
 * with its button, the answer's region), not MUI's Accordion. The landing is hydrated from its
 * build-time snapshot, and 19 accordions (each a ButtonBase, a Collapse with its transition, an icon,
 * two Typography) made most of the hydration's commit — one task of 40–50 ms here, four times that on
 * Lighthouse's slow phone (issue 42: total blocking time on `/`). The look and the semantics are the
 * accordion's: a button with `aria-expanded` and `aria-controls` inside an h3, the answer a region
 * labelled by its question, one answer open at a time.
 */
const listSx = {
  display: 'grid',
  gap: 1.5,
  '& .faq-item': {
    borderRadius: '16px',
    border: '1px solid #e6e2f7',
    bgcolor: 'background.paper',
    color: 'text.primary',
    transition: 'box-shadow 300ms cubic-bezier(0.4, 0, 0.2, 1), border-color 300ms cubic-bezier(0.4, 0, 0.2, 1)',
  },
  '& .faq-item.faq-open': { borderColor: '#c9c0f3', boxShadow: '0 10px 30px rgba(58, 42, 148, 0.08)' },
  '& .faq-heading': { m: 0, font: 'inherit' },
  '& .faq-question': {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    width: '100%',
    minHeight: 48,
    m: 0,
    px: { xs: 2, sm: 3 },
    py: 0.5,
    border: 0,
    borderRadius: '16px',
    bgcolor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '&:focus-visible': { outline: `2px solid ${landingColors.darkPurple}`, outlineOffset: '-2px' },
  },
  '& .faq-question-text': {
    flexGrow: 1,
    my: 1.75,
    fontWeight: 700,
    fontSize: { xs: '1rem', sm: '1.08rem' },
    lineHeight: 1.5,
  },
  '& .faq-icon': {
    flexShrink: 0,
    width: '1.5rem',
    height: '1.5rem',
    fill: landingColors.darkPurple,
    transition: 'transform 150ms cubic-bezier(0.4, 0, 0.2, 1)',
  },
  '& .faq-open .faq-icon': { transform: 'rotate(180deg)' },
  '& .faq-answer': {
    px: { xs: 2, sm: 3 },
    pb: 2.5,
  },
  '& .faq-answer p': { m: 0, color: 'text.secondary', lineHeight: 1.7 },
} as const;

/**
 * The 19 questions of doc 1 §1, one answer open at a time. Each question's button is the only button
 * in the section (browser tests count them), so the contact line below uses a link, not a button.
 */
export function FaqSection() {
  const config = usePublicConfig();
  const baseId = useId();
  const [expanded, setExpanded] = useState<number | false>(false);
  const [leadBefore, leadAfter] = landing.faq.lead.split('{supportEmail}');

  return (
    <LandingSection
      id="preguntas-frecuentes"
      height={{ xs: 1750, md: 1830 }}
      eyebrow={landing.faq.eyebrow}
      title={landing.faq.title}
      lead={
        <>
          {leadBefore}
          <Link href={`mailto:${config.supportEmail}`} sx={{ color: landingColors.darkPurple, fontWeight: 700 }}>
            {config.supportEmail}
          </Link>
          {leadAfter}
        </>
      }
      background="background.default"
      maxWidth="md"
    >
      <Box sx={listSx}>
        {faq.map((entry, index) => {
          const questionId = `${baseId}-pregunta-${index}`;
          const answerId = `${baseId}-respuesta-${index}`;
          const open = expanded === index;
          return (
            <div key={entry.question} className={open ? 'faq-item faq-open' : 'faq-item'}>
              <h3 className="faq-heading">
                <button
                  type="button"
                  className="faq-question"
                  id={questionId}
                  aria-expanded={open}
                  aria-controls={answerId}
                  onClick={() => setExpanded(open ? false : index)}
                >
                  <span className="faq-question-text">{entry.question}</span>
                  <svg className="faq-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
                  </svg>
                </button>
              </h3>
              {/* biome-ignore lint/a11y/useSemanticElements: a region as the accordion's; a <section> would add 19 to the page's sections, which are its parts (doc 1 §1). */}
              <div className="faq-answer" id={answerId} role="region" aria-labelledby={questionId} hidden={!open}>
                <p>{fillPlaceholders(entry.answer, config)}</p>
              </div>
            </div>
          );
        })}
      </Box>
    </LandingSection>
  );
}
