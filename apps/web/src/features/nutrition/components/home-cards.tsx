import ArrowForward from '@mui/icons-material/ArrowForward';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const cards: Array<{ title: string; text: string; to: string; icon: ReactNode }> = [
  {
    title: 'Resultados',
    text: 'Conocé cómo tus genes influyen en tu alimentación y tu salud.',
    to: '/results',
    icon: <ScienceOutlined fontSize="large" />,
  },
  {
    title: 'Recomendaciones',
    text: 'Una lista de casi 300 alimentos para preferir, moderar o evitar según tu ADN.',
    to: '/foods',
    icon: <RestaurantMenuOutlined fontSize="large" />,
  },
  {
    title: 'Platos semanales',
    text: 'Platos saludables cada semana, entregados en la puerta de tu casa.',
    to: '/platos-semanales',
    icon: <RestaurantOutlined fontSize="large" />,
  },
];

/** The three cards under the profile panel, each a link to its section (doc 2 §2). */
export function HomeCards() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {cards.map((card) => (
        <Box component="li" key={card.to} sx={{ display: 'flex' }}>
          <Card sx={{ flex: 1, display: 'flex' }}>
            <CardActionArea
              component={RouterLink}
              to={card.to}
              sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}
            >
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Box sx={{ color: 'primary.main' }} aria-hidden="true">
                  {card.icon}
                </Box>
                <Typography component="h2" variant="h6">
                  {card.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                  {card.text}
                </Typography>
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.5,
                    color: 'primary.main',
                    fontWeight: 700,
                  }}
                >
                  Ver más <ArrowForward fontSize="small" />
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
