/** The rated foods (modules/foods). */
export { foodsRoutes } from './foods.routes';
export { createFoodsService, type FoodsService } from './foods.service';
