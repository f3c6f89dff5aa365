/** Nutritionists' payouts (modules/payouts). */
export { payoutsRoutes } from './payouts.routes';
export { createPayoutsService } from './payouts.service';
