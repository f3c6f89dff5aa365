import CheckCircle from '@mui/icons-material/CheckCircle';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { landing } from '@nutritest/content';
import { REGULAR_KIT_PRICE_CENTS } from '@nutritest/domain';
import { formatMoney } from '../../lib/format';
import { brandLight } from '../../lib/theme';
import { useLandingLink } from './landing-navigation';
import { ctaButtonSx, drawnWhenNear, landingColors, SectionHeading } from './landing-section';

const cardBrands = ['Visa', 'Mastercard', 'OCA'] as const;

/** The call to action: the regular price (doc 1 §9: USD 299, tax included) and the purchase link. */
export function BuySection() {
  const { buy } = landing;
  const signupLink = useLandingLink('/signup/?user=1');
  return (
    <Box
      component="section"
      id="comprar"
      aria-labelledby="comprar-titulo"
      sx={{
        py: { xs: 7, sm: 10, md: 12 },
        scrollMarginTop: { xs: 56, sm: 64 },
        background: `linear-gradient(160deg, ${landingColors.deepPurple} 0%, ${landingColors.darkPurple} 100%)`,
        ...drawnWhenNear({ xs: 880, md: 760 }),
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
        <SectionHeading
          id="comprar-titulo"
          eyebrow={buy.eyebrow}
          title={buy.title}
          lead={buy.lead}
          align="left"
          inverted
        />
        <Paper
          elevation={0}
          sx={{ p: { xs: 3, sm: 5 }, borderRadius: '28px', boxShadow: '0 30px 60px rgba(20, 12, 70, 0.35)' }}
        >
          <Typography sx={{ fontWeight: 800, color: landingColors.darkPurple, mb: 1 }}>{buy.product}</Typography>
          <Typography
            component="p"
            sx={{ fontSize: { xs: '3rem', sm: '3.6rem' }, fontWeight: 800, lineHeight: 1, letterSpacing: '-0.02em' }}
          >
            {formatMoney(REGULAR_KIT_PRICE_CENTS, 'USD')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontWeight: 700, mt: 1, mb: 3 }}>{buy.priceNote}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1.25 }}>
            {buy.includes.map((item) => (
              <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <CheckCircle sx={{ color: '#2b8a57', mt: '2px' }} fontSize="small" />
                <Typography sx={{ lineHeight: 1.5 }}>{item}</Typography>
              </Box>
            ))}
          </Box>
          <Box
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'flex-start',
              p: 2,
              mb: 3,
              borderRadius: '14px',
              bgcolor: brandLight.primary,
            }}
          >
            <CreditCardOutlined sx={{ color: landingColors.darkPurple, mt: '2px' }} />
            <Box>
              <Typography sx={{ fontSize: '0.95rem', lineHeight: 1.5 }}>{buy.payment}</Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 1.25, flexWrap: 'wrap' }} aria-hidden="true">
                {cardBrands.map((cardBrand) => (
                  <Box
                    key={cardBrand}
                    sx={{
                      px: 1.25,
                      py: 0.25,
                      borderRadius: '8px',
                      bgcolor: 'background.paper',
                      border: '1px solid #d9d4f5',
                      fontWeight: 800,
                      fontSize: '0.8rem',
                      letterSpacing: '0.04em',
                    }}
                  >
                    {cardBrand}
                  </Box>
                ))}
              </Box>
            </Box>
          </Box>
          <Button {...signupLink} size="large" fullWidth sx={{ ...ctaButtonSx, py: 1.6 }}>
            {buy.cta}
          </Button>
        </Paper>
      </Container>
    </Box>
  );
}
