/** The nutrition calculator's profile (modules/nutrition). */
export { nutritionRoutes } from './nutrition.routes';
export { createNutritionService } from './nutrition.service';
