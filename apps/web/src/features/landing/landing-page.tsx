import Box from '@mui/material/Box';
import { SnapshotStatic } from '../../lib/snapshot';
import { BusinessesSection } from './businesses-section';
import { BuySection } from './buy-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { IntroSection } from './intro-section';
import { LandingFooter } from './landing-footer';
import { LandingTopBar } from './landing-top-bar';
import { NutritionistsSection } from './nutritionists-section';
import { ResultsSection } from './results-section';

/** The public landing `/`, sections in the order of doc 1 §1. */
export default function LandingPage() {
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh' }}>
      <LandingTopBar />
      <main>
        <HeroSection />
        {/* Text only: kept as the build-time snapshot drew them while React takes the page over. */}
        <SnapshotStatic>
          <IntroSection />
          <ResultsSection />
          <HowItWorksSection />
        </SnapshotStatic>
        <FaqSection />
        <NutritionistsSection />
        <BusinessesSection />
        <BuySection />
      </main>
      <LandingFooter />
    </Box>
  );
}
