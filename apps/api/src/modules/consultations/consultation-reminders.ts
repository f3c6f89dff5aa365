import { consultationSlotLabel, offerOf } from '@nutritest/domain';
import { enqueueEmail } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import type { ConsultationLinks, ConsultationsDeps } from './consultation-context';
import { claimReminders, findConsultationOrder } from './consultations.repository';

/** Reminders of confirmed sessions. */
export function createConsultationReminders({ db, config, mail }: ConsultationsDeps, links: ConsultationLinks) {
  const { meetingUrlOf } = links;
  return {
    /**
     * Reminders 24 h and 1 h before each confirmed session. Rows are claimed with one UPDATE …
     * RETURNING inside the transaction that queues the e-mail, so several API processes never send
     * a reminder twice.
     */
    async sendReminders() {
      for (const kind of ['day', 'hour'] as const) {
        const column = kind === 'day' ? 'reminder_day_sent_at' : 'reminder_hour_sent_at';
        const window = kind === 'day' ? '24 hours' : '1 hour';
        const sent = await db.transaction(async (tx) => {
          const rows = await claimReminders(tx, column, window);
          for (const row of rows) {
            const order = await findConsultationOrder(tx, row.order_id);
            if (!order) continue;
            const start = new Date(row.starts_at).toISOString();
            await enqueueEmail(
              tx,
              order.email,
              emailTemplates.notice({
                firstName: order.name,
                supportEmail: config.supportEmail,
                subject:
                  kind === 'day'
                    ? `Recordatorio: tu consulta es el ${consultationSlotLabel(start)}`
                    : `Tu consulta empieza en una hora (${consultationSlotLabel(start)})`,
                paragraphs: [
                  `Te esperamos en tu ${offerOf(order.type).title.toLowerCase()} el ${consultationSlotLabel(start).replace(' · ', ' a las ')} (hora de Uruguay).`,
                  'Entrá a la videollamada desde el enlace unos minutos antes.',
                ],
                action: { label: 'Entrar a la videollamada', url: meetingUrlOf(row.id) },
              }),
            );
          }
          return rows.length;
        });
        if (sent > 0) mail.nudge();
      }
    },
  };
}
