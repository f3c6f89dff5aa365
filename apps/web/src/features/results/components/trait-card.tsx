import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { noResultText } from '@nutritest/content';
import { evidenceGradeLabels, foodUseTexts, STRAND_NOTE, traitEvidence } from '@nutritest/domain';
import type { ReactNode } from 'react';
import { SafeHtml } from '../lib/safe-html';
import { levelText, type ViewItem } from '../lib/view-items';
import { ScoreBadge, ScoreScale } from './score-circles';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2.5, '& p': { my: 1 }, '& ul, & ol': { my: 1, pl: 3 } }}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, color: 'primary.dark' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * One collapsible trait card: clicking the header opens or closes the five sections. The header is
 * the short view (name, level, label); the sections are the long view, with the short-form text
 * (e.g. 'Lactosa' inside 'Tolerancia a la lactosa') as its summary.
 */
export function TraitCard({ view }: { view: ViewItem }) {
  const { entry, item, score, label, key, kind, levels, shortViews } = view;
  const level = levelText(key, score);
  const recommendation = score === null ? '' : (entry.recommendations?.[score] ?? '');
  const desc = score === null ? noResultText : entry.desc[score];
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
      sx={{ '&:before': { display: 'none' }, borderRadius: 2, mb: 1.5, overflow: 'hidden' }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`trait-${key}-content`} id={`trait-${key}-header`}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 2,
            rowGap: 0.5,
            width: '100%',
            pr: 1,
          }}
        >
          <Typography component="span" sx={{ fontWeight: 700, flex: '1 1 14rem' }}>
            {entry.label}
          </Typography>
          <ScoreBadge kind={kind} score={score} text={level} />
          <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {label || '—'}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`trait-${key}-content`} sx={{ pt: 0 }}>
        {shortViews.map((short) => (
          <Box key={short.key} sx={{ '& p': { my: 0.5 }, color: 'text.secondary' }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
              En pocas palabras ({short.entry.label}):
            </Typography>
            <Typography component="div" variant="body2">
              <SafeHtml html={short.score === null ? noResultText : short.entry.desc[short.score]} />
            </Typography>
          </Box>
        ))}
        <Section title="¿De qué se trata?">
          <SafeHtml html={entry.generalInfo} />
        </Section>
        <Section title="Resultado">
          <SafeHtml html={entry.results} />
          {item.snps.length > 0 && <Typography variant="body2">{STRAND_NOTE}</Typography>}
          {item.snps.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'none', pl: 0 }}>
              {item.snps.map((snp) => (
                <li key={snp.rsid}>
                  <strong>{snp.rsid}</strong>: genotipo <strong>{snp.genotype || '—'}</strong>
                  {snp.result ? ` (${snp.result})` : ''}
                </li>
              ))}
            </Box>
          )}
        </Section>
        <Section title="Entendiendo tu resultado">
          <SafeHtml html={desc} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <ScoreScale kind={kind} score={score} levels={levels} text={level} />
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {label || '—'}
            </Typography>
          </Box>
        </Section>
        <Section title="Recomendaciones">
          {recommendation ? (
            <SafeHtml html={recommendation} />
          ) : (
            <p>
              {score === null
                ? 'Sin un resultado no damos recomendaciones específicas para este rasgo.'
                : 'Para este rasgo no hay recomendaciones específicas: seguí una alimentación variada y equilibrada.'}
            </p>
          )}
        </Section>
        <Section title="Qué tan firme es la evidencia">
          <p>
            <strong>{evidenceGradeLabels[traitEvidence(key).grade]}.</strong> {foodUseTexts[traitEvidence(key).foods]}
          </p>
        </Section>
        <Section title="Bibliografía">
          <Box component="ol" sx={{ fontSize: '0.875rem' }}>
            {entry.bibliography.map((ref) => (
              <li key={ref.citation}>
                {ref.citation}
                {ref.doi ? ` DOI: ${ref.doi}.` : ''}
                {ref.pmid ? ` PMID: ${ref.pmid}.` : ''}
              </li>
            ))}
          </Box>
        </Section>
      </AccordionDetails>
    </Accordion>
  );
}
