import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { faq, fillPlaceholders, landing } from '@nutritest/content';
import { useId, useState } from 'react';
import { usePublicConfig } from '../../lib/public-config';
import { LandingSection, landingColors } from './landing-section';

/**
 * The 19 questions of doc 1 §1 as accordions. Each summary is the only button in the section
 * (browser tests count them), so the contact line below uses a link, not a button.
 */
export function FaqSection() {
  const config = usePublicConfig();
  const baseId = useId();
  const [expanded, setExpanded] = useState<number | false>(false);
  const [leadBefore, leadAfter] = landing.faq.lead.split('{supportEmail}');

  return (
    <LandingSection
      id="preguntas-frecuentes"
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
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {faq.map((entry, index) => {
          const summaryId = `${baseId}-pregunta-${index}`;
          const detailsId = `${baseId}-respuesta-${index}`;
          return (
            <Accordion
              key={entry.question}
              expanded={expanded === index}
              onChange={(_event, isExpanded) => setExpanded(isExpanded ? index : false)}
              disableGutters
              elevation={0}
              sx={{
                borderRadius: '16px !important',
                border: '1px solid #e6e2f7',
                bgcolor: 'background.paper',
                '&::before': { display: 'none' },
                '&.Mui-expanded': { borderColor: '#c9c0f3', boxShadow: '0 10px 30px rgba(58, 42, 148, 0.08)' },
              }}
            >
              <AccordionSummary
                id={summaryId}
                aria-controls={detailsId}
                expandIcon={<ExpandMore sx={{ color: landingColors.darkPurple }} />}
                sx={{ px: { xs: 2, sm: 3 }, py: 0.5, '& .MuiAccordionSummary-content': { my: 1.75 } }}
              >
                <Typography component="span" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.08rem' } }}>
                  {entry.question}
                </Typography>
              </AccordionSummary>
              {/* The Accordion gives its region the aria-controls id and labels it with the summary. */}
              <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 2.5 }}>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>
                  {fillPlaceholders(entry.answer, config)}
                </Typography>
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
    </LandingSection>
  );
}
