/** The kit's logistics (modules/logistics): deliveries, pickups, the lab. What other modules may use. */
export { findLeg, insertAudit, releaseSlot, updateLeg } from './logistics.repository';
export { logisticsRoutes } from './logistics.routes';
export { createLogisticsService, type LogisticsService } from './logistics.service';
