/** Reference data (modules/reference): prices, catalogues, the public config. */
export { listCostTiers } from './reference.repository';
export { referenceRoutes } from './reference.routes';
