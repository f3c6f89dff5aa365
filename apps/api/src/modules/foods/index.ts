/** The rated foods (modules/foods). */
export { listPathologyIds } from './foods.repository';
export { foodsRoutes } from './foods.routes';
export { createFoodsService, type FoodsService } from './foods.service';
