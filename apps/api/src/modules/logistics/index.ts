/** The kit's logistics (modules/logistics): deliveries, pickups, the lab. What other modules may use. */
export { findAnalysis, findLeg, insertAudit, kitChainOfOrder, releaseSlot, updateLeg } from './logistics.repository';
export { logisticsRoutes } from './logistics.routes';
export { createLogisticsService, type LogisticsService } from './logistics.service';
