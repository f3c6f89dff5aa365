/** Consultations (modules/consultations): slots, holds, bookings; its orders are the orders module's. */
export { consultationsRoutes } from './consultations.routes';
export {
  type ConsultationsService,
  createConsultationsService,
  hasConsultationResultsShare,
} from './consultations.service';
export { createBuiltinSlotProvider, createWebhookSlotProvider, type SlotProvider } from './slot-providers';
