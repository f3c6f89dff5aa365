import { landing } from '@nutritest/content';
import { AudienceSection } from './audience-section';
import { NutritionistIllustration } from './illustrations';

/** Invites nutritionists to sign up (user type 2, doc 1 §1). */
export function NutritionistsSection() {
  return (
    <AudienceSection
      id="nutricionistas"
      content={landing.nutritionists}
      signupPath="/signup/?user=2"
      illustration={<NutritionistIllustration />}
      background="background.paper"
      height={{ xs: 900, md: 650 }}
    />
  );
}
