/** Weekly meals (modules/meals): the menu, meals orders (the orders module's), the kitchen. */

export { mealsRoutes } from './meals.routes';
export { createMealsService, type MealsService } from './meals.service';
export { createMealsOps, mealsOpsRoutes } from './meals-ops';
