import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContactPlaceholders, TermsSection } from '@nutritest/content';
import { fillPlaceholders } from '@nutritest/content';

/** One of the three long sections (terms, privacy, returns), with contacts filled in. */
export function TermsSectionView({ section, contacts }: { section: TermsSection; contacts: ContactPlaceholders }) {
  const titleId = `${section.id}-titulo`;
  return (
    <Box
      component="section"
      id={section.id}
      aria-labelledby={titleId}
      sx={{
        scrollMarginTop: { xs: 72, sm: 88 },
        p: { xs: 3, sm: 5 },
        borderRadius: '24px',
        bgcolor: 'background.paper',
        border: '1px solid #e6e2f7',
      }}
    >
      <Typography
        id={titleId}
        variant="h2"
        sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, letterSpacing: '-0.01em', mb: { xs: 2.5, sm: 3 } }}
      >
        {section.title}
      </Typography>
      {section.blocks.map((block, index) => (
        <Box key={block.heading ?? index} sx={{ '& + &': { mt: 3 } }}>
          {block.heading && (
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.12rem', fontWeight: 800, mb: 1 }}>
              {block.heading}
            </Typography>
          )}
          {block.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ lineHeight: 1.75, mb: 1.25, color: 'text.primary' }}>
              {fillPlaceholders(paragraph, contacts)}
            </Typography>
          ))}
          {block.list && (
            <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
              {block.list.map((item) => (
                <Typography component="li" key={item} sx={{ lineHeight: 1.7 }}>
                  {fillPlaceholders(item, contacts)}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
