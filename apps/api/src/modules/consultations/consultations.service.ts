import type { ConsultationType } from '@nutritest/domain';
import type { AuthUser } from '../../platform/auth/guards';
import { createConsultationBookings } from './consultation-bookings';
import { createConsultationCalendar } from './consultation-calendar';
import { type ConsultationsDeps, consultationLinks } from './consultation-context';
import { createConsultationEmails } from './consultation-emails';
import { createConsultationHolds } from './consultation-holds';
import { consultationProfile, saveConsultationProfile, setResultsShare } from './consultation-nutritionists';
import { createConsultationProduct } from './consultation-product';
import { createNextSlots, type OfferedSlot } from './consultation-rebook';
import { createConsultationReminders } from './consultation-reminders';

export { HOLDS_PER_ADDRESS, HOLDS_PER_EMAIL } from './consultation-holds';
export { consultationIcs } from './consultation-ics';
export { hasConsultationResultsShare } from './consultation-nutritionists';

/**
 * Consultations: slots, holding one while the person pays (the database refuses two active
 * bookings of one slot), the payment preference, and the confirmation from the provider. One
 * service for the routes and jobs, put together from one file per concern:
 * - consultation-calendar.ts: free slots, the nutritionists' availability and their sessions list
 * - consultation-holds.ts: hiring (the 15-minute hold and the payment preference), order status
 * - consultation-bookings.ts: the keyed session link (see, cancel, move), package sessions, mine
 * - consultation-product.ts: what its orders do when paid (refunded when the slot was taken), failed or refunded
 *   (the orders module applies payments and reconciles them)
 * - consultation-rebook.ts: the next free slots offered when a paid slot was taken
 * - consultation-reminders.ts: the 24 h and 1 h reminders
 * - consultation-emails.ts, consultation-ics.ts: session e-mails and their calendar invitation
 */
export function createConsultationsService(deps: ConsultationsDeps) {
  const links = consultationLinks(deps.config);
  const emails = createConsultationEmails(deps, links);
  const { freeSlot, ...calendar } = createConsultationCalendar(deps);
  const nextSlotsFor = createNextSlots(deps);
  const holds = createConsultationHolds(deps, links, freeSlot);
  deps.orders.register(['consultation'], createConsultationProduct(deps, emails, nextSlotsFor));
  return {
    ...calendar,
    ...holds,
    /** The order's status, plus the refund and the slots offered instead when its slot was taken. */
    async orderStatus(id: string, accessKey: string): Promise<ConsultationOrderStatus> {
      const { refundReason, refundPaymentId, ...status } = await holds.orderStatus(id, accessKey);
      return {
        ...status,
        refund:
          refundReason === 'slotTaken' && refundPaymentId
            ? { reason: refundReason, paymentId: refundPaymentId, nextSlots: await nextSlotsFor(id) }
            : null,
      };
    },
    ...createConsultationReminders(deps, links),
    ...createConsultationBookings(deps, links, emails, freeSlot),
    /** The nutritionist's licence number (issue 22, item 19). */
    profile: (user: AuthUser) => consultationProfile(deps.db, user),
    saveProfile: (user: AuthUser, value: { licenseNumber: string | null }) =>
      saveConsultationProfile(deps.db, user, value),
    /** The client shares (or stops sharing) their results with the consultation's nutritionist. */
    setResultsShare: (user: AuthUser, orderId: string, share: boolean) =>
      setResultsShare(deps.db, user, orderId, share),
  };
}
export interface ConsultationOrderStatus {
  orderId: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
  paymentId: string | null;
  tipoConsulta: ConsultationType;
  slotStart: string;
  refund: { reason: 'slotTaken'; paymentId: string; nextSlots: OfferedSlot[] } | null;
}

export type ConsultationsService = ReturnType<typeof createConsultationsService>;
