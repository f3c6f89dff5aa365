import { consultationSlotLabel, formatMoney, offerOf } from '@nutritest/domain';
import type { Executor } from '../../db/client';
import type { consultationBookings } from '../../db/schema';
import { enqueueEmail } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import type { ConsultationLinks, ConsultationsDeps } from './consultation-context';
import { consultationIcs } from './consultation-ics';
import { nutritionistCards, nutritionistLine } from './consultation-nutritionists';
import type { OfferedSlot } from './consultation-rebook';
import {
  confirmedBookingOf,
  findBookingWithOrder,
  findConsultationOrder,
  firstBookingOf,
} from './consultations.repository';

/**
 * 'Te atiende ...' with the nutritionist's name and licence, and their photo above the text when they
 * uploaded one (by absolute URL), or nothing (the external calendar).
 */
async function nutritionistParagraph(
  db: Executor,
  nutritionistId: string | null,
  publicUrl: string,
): Promise<{ lines: string[]; image?: { url: string; alt: string } }> {
  if (!nutritionistId) return { lines: [] };
  const card = (await nutritionistCards(db, [nutritionistId])).get(nutritionistId);
  if (!card) return { lines: [] };
  return {
    lines: [`Te atiende ${nutritionistLine(card)}.`],
    image: card.photoUrl ? { url: `${publicUrl}${card.photoUrl}`, alt: `Foto de ${card.name}` } : undefined,
  };
}

/** The e-mails of a booked session, each with its calendar invitation. */
export function createConsultationEmails({ db, config, mail }: ConsultationsDeps, links: ConsultationLinks) {
  const { meetingUrlOf, manageUrlOf } = links;

  /** The session's calendar invitation (.ics), from our support address. */
  const invitation = (booking: typeof consultationBookings.$inferSelect, title: string, meetingUrl: string) =>
    consultationIcs({
      id: booking.id,
      start: booking.startsAt,
      end: booking.endsAt,
      title,
      meetingUrl,
      organizer: config.supportEmail,
    });

  /** Session e-mails (a later session, a move): the date, the links and the calendar invitation. */
  async function sessionEmail(bookingId: string, subject: string, lead: string) {
    const row = await findBookingWithOrder(db, bookingId);
    if (!row) return;
    const { booking, order } = row;
    const offer = offerOf(order.type);
    const meetingUrl = meetingUrlOf(booking.id);
    const withWhom = await nutritionistParagraph(db, booking.nutritionistId, config.publicUrl);
    const email = emailTemplates.notice({
      firstName: order.name,
      supportEmail: config.supportEmail,
      subject,
      paragraphs: [
        lead,
        `Es el ${consultationSlotLabel(booking.startsAt.toISOString()).replace(' · ', ' a las ')} (hora de Uruguay), por videollamada: ${meetingUrl}`,
        ...withWhom.lines,
        `Para cancelarla o cambiarla (hasta 24 horas antes): ${manageUrlOf(booking.id)}`,
      ],
      action: { label: 'Ver o cambiar mi consulta', url: manageUrlOf(booking.id) },
      image: withWhom.image,
    });
    email.ical = invitation(booking, offer.title, meetingUrl);
    await enqueueEmail(db, order.email, email);
    mail.nudge();
  }

  /** Queued in the transaction that marks the order paid: exactly one confirmation per paid order. */
  async function sendConfirmation(orderId: string, ex: Executor) {
    const order = await findConsultationOrder(ex, orderId);
    const booking = await confirmedBookingOf(ex, orderId);
    if (!order || !booking) return;
    const offer = offerOf(order.type);
    const meetingUrl = meetingUrlOf(booking.id);
    const withWhom = await nutritionistParagraph(ex, booking.nutritionistId, config.publicUrl);
    const email = emailTemplates.notice({
      firstName: order.name,
      supportEmail: config.supportEmail,
      subject: `Tu consulta nutricional: ${consultationSlotLabel(booking.startsAt.toISOString())}`,
      paragraphs: [
        `Recibimos el pago de ${offer.title} (número de pago ${order.paymentId}, ${formatMoney(order.amountCents, 'UYU')}).`,
        `Tu consulta es el ${consultationSlotLabel(booking.startsAt.toISOString()).replace(' · ', ' a las ')} (hora de Uruguay), por videollamada. Te adjuntamos la invitación para tu calendario.`,
        `Enlace de la videollamada: ${meetingUrl}`,
        ...withWhom.lines,
        ...(order.shareResults === 1
          ? [
              'Elegiste compartir tus resultados genéticos con tu nutricionista para esta consulta: los puede ver hasta que termine. Podés dejar de compartirlos desde "Consulta nutricional" en NutriTest.',
            ]
          : []),
        offer.sessions > 1
          ? `Tu paquete incluye ${offer.sessions} consultas: agendá las siguientes desde ${manageUrlOf(booking.id)}`
          : `Para cancelarla o cambiarla (hasta 24 horas antes): ${manageUrlOf(booking.id)}`,
      ],
      action: { label: 'Ver o cambiar mi consulta', url: manageUrlOf(booking.id) },
      image: withWhom.image,
    });
    email.ical = invitation(booking, offer.title, meetingUrl);
    await enqueueEmail(ex, order.email, email);
  }

  /**
   * The payment arrived after the hold ran out and someone else took the slot: it was refunded. Queued
   * in the transaction that closes the order (once), with the nutritionist's next free slots.
   */
  async function sendSlotTaken(orderId: string, paymentId: string, nextSlots: OfferedSlot[], ex: Executor) {
    const order = await findConsultationOrder(ex, orderId);
    const booking = await firstBookingOf(ex, orderId);
    if (!order || !booking) return;
    const offer = offerOf(order.type);
    const lost = consultationSlotLabel(booking.startsAt.toISOString()).replace(' · ', ' a las ');
    const page = `${config.publicUrl}/consulta-nutricional`;
    await enqueueEmail(
      ex,
      order.email,
      emailTemplates.notice({
        firstName: order.name,
        supportEmail: config.supportEmail,
        subject: 'Tu turno ya no estaba libre: te devolvimos el pago',
        paragraphs: [
          `Tu pago de ${offer.title} (número de pago ${paymentId}, ${formatMoney(order.amountCents, 'UYU')}) nos llegó después de que venció la reserva de tu turno del ${lost}, y otra persona ya había tomado ese turno. Por eso no pudimos confirmar tu consulta.`,
          'Te devolvimos el pago completo. Según tu medio de pago, la devolución puede tardar unos días en verse en tu cuenta o tarjeta.',
          ...(nextSlots.length > 0
            ? [
                'Estos son los próximos turnos libres con la misma nutricionista (hora de Uruguay). Elegí uno y reservalo de nuevo:',
                ...nextSlots.map((slot) => `${slot.label.replace(' · ', ' a las ')}: ${slot.url}`),
              ]
            : [`Elegí otro turno cuando quieras en ${page}`]),
        ],
        action: { label: 'Elegir otro turno', url: nextSlots[0]?.url ?? page },
      }),
    );
  }

  return { sessionEmail, sendConfirmation, sendSlotTaken };
}
export type ConsultationEmails = ReturnType<typeof createConsultationEmails>;
