import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

type Section = 'results' | 'foods' | 'meals' | 'consultation';

const sections: Array<{ id: Section; label: string; to: string; icon: ReactNode }> = [
  { id: 'results', label: 'Resultados', to: '/results', icon: <ScienceOutlined /> },
  { id: 'foods', label: 'Recomendaciones', to: '/foods', icon: <RestaurantMenuOutlined /> },
  { id: 'meals', label: 'Platos', to: '/platos-semanales', icon: <RestaurantOutlined /> },
  { id: 'consultation', label: 'Nutricionistas', to: '/consulta-nutricional', icon: <Groups2Outlined /> },
];

const isAt = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The section highlighted for a path (doc 2 §2). Unlike the original, every path starting with
 * /platos counts for Platos, so the real meals path /platos-semanales is highlighted too.
 */
export function activeSection(pathname: string): Section | null {
  const path = pathname.toLowerCase();
  if (isAt(path, '/results')) return 'results';
  if (isAt(path, '/foods')) return 'foods';
  if (path.startsWith('/platos')) return 'meals';
  if (isAt(path, '/consulta-nutricional')) return 'consultation';
  return null;
}

/** The end user's navigator bar: Resultados, Recomendaciones, Platos and Nutricionistas. */
export function EndUserNav() {
  const { pathname } = useLocation();
  const active = activeSection(pathname);
  return (
    <Box component="nav" aria-label="Secciones" sx={{ mb: 3 }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0.5,
          // Issue 22: on a phone the four sections did not fit in one row and the last ones were cut
          // off; two rows of two keep every section on screen. From 768 px on, one row.
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: { xs: 0.5, sm: 1 },
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: { xs: 4, sm: 999 },
        }}
      >
        {sections.map((section) => {
          const current = section.id === active;
          return (
            <Box component="li" key={section.id} sx={{ minWidth: 0, flex: { sm: '0 0 auto', md: '1 1 0' } }}>
              <Button
                component={RouterLink}
                to={section.to}
                aria-current={current ? 'page' : undefined}
                variant={current ? 'contained' : 'text'}
                color="primary"
                startIcon={section.icon}
                fullWidth
                sx={{
                  whiteSpace: { xs: 'normal', sm: 'nowrap' },
                  lineHeight: 1.25,
                  minHeight: 40,
                  px: { xs: 1, sm: 2 },
                  ...(current ? {} : { color: 'text.primary' }),
                }}
              >
                {section.label}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
