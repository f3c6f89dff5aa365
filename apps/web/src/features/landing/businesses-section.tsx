import { landing } from '@nutritest/content';
import { brandLight } from '../../lib/theme';
import { AudienceSection } from './audience-section';
import { BusinessIllustration } from './illustrations';

/** Company plans: kit places (cupos) for employees (user type 3, doc 1 §1). */
export function BusinessesSection() {
  return (
    <AudienceSection
      id="empresas"
      content={landing.businesses}
      signupPath="/signup/?user=3"
      illustration={<BusinessIllustration />}
      background={brandLight.primary}
      isReversed
      height={{ xs: 870, md: 610 }}
    />
  );
}
