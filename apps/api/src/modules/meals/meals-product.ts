import { formatDateEs, formatMoney, orderDeadline, weekday, weekdayNames } from '@nutritest/domain';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { enqueueEmail } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import { type Product, refundTerms } from '../orders';
import { dayLabel, listEs, orderDeadlines } from './meal-deadlines';
import * as repo from './meals.repository';

export const mealsRefundTexts = {
  tooLate:
    'Ya cerró el plazo para pedir el primer día de entrega: los platos están en preparación y no se pueden cancelar.',
} as const;

/**
 * What a meals order does when the orders module applies its payment: it is paid only while every
 * delivery day is still open (after a day's deadline the kitchen has closed its list: the payment is
 * refunded and the buyer told), the buyer gets the order's summary once, and it can be refunded in
 * full until the first delivery day's deadline.
 */
export function createMealsProduct({ config }: { config: Config }): Product {
  /** Queued in the transaction that marks the order paid: exactly one confirmation per paid order. */
  async function sendConfirmation(orderId: string, ex: Executor) {
    const order = await repo.findOrder(ex, orderId);
    if (!order) return;
    const items = await repo.listItems(ex, orderId);
    const byDate = new Map<string, string[]>();
    for (const item of items) {
      byDate.set(item.deliveryDate, [...(byDate.get(item.deliveryDate) ?? []), `${item.quantity} × ${item.title}`]);
    }
    await enqueueEmail(
      ex,
      order.email,
      emailTemplates.notice({
        firstName: order.name,
        supportEmail: config.supportEmail,
        subject: 'Confirmamos tu pedido de platos semanales',
        paragraphs: [
          `Recibimos el pago de tu pedido (número de pago ${order.paymentId}). Este es el detalle:`,
          ...[...byDate].map(
            ([date, lines]) => `${weekdayNames[weekday(date)]} ${formatDateEs(date)}: ${lines.join(', ')}.`,
          ),
          `Entrega en ${order.address}, ${order.neighborhood} (${order.department}), entre las ${order.fromTime} y las ${order.untilTime}. ${order.saltOption === 'sin-sal' ? 'Sin sal' : 'Con sal'}, ${order.carboOption === 'sin-carbo' ? 'sin carbohidratos' : 'con carbohidratos'}.`,
          `Platos: ${formatMoney(order.mealsCents, 'UYU')} · Envío: ${formatMoney(order.shippingCents, 'UYU')}${order.discountCents ? ` · Descuento: −${formatMoney(order.discountCents, 'UYU')}` : ''} · Total: ${formatMoney(order.totalCents, 'UYU')}.`,
        ],
      }),
    );
  }

  return {
    flow: 'redirect',
    label: 'Pedido de platos',
    refundedStatus: 'cancelled',

    /**
     * Every delivery day must still be open when the payment arrives ("arrives" is when the server
     * applies it): after a day's deadline the kitchen has closed its orders.
     */
    async vetoPayment(tx, order, now) {
      const [first] = orderDeadlines(await repo.listItems(tx, order.id));
      return first && now.getTime() >= first.deadline.getTime() ? 'late' : null;
    },

    onPaid: (tx, order) => sendConfirmation(order.id, tx),

    /** The order was cancelled with its late payment refunded: one e-mail naming the closed days. */
    async onClosed(tx, order, { payment, now }) {
      const meals = await repo.findOrder(tx, order.id);
      if (!meals) return;
      const days = orderDeadlines(await repo.listItems(tx, order.id)).filter(
        (d) => d.deadline.getTime() <= now.getTime(),
      );
      await enqueueEmail(
        tx,
        meals.email,
        emailTemplates.notice({
          firstName: meals.name,
          supportEmail: config.supportEmail,
          subject: 'Tu pago llegó después del cierre de pedidos: te lo devolvimos',
          paragraphs: [
            `Tu pago del pedido de platos semanales (número de pago ${payment.id}, ${formatMoney(payment.amountCents, 'UYU')}) nos llegó después de que la cocina cerró los pedidos para el ${listEs(days.map((d) => dayLabel(d.day)))}, así que no pudimos confirmar tu pedido.`,
            'Te devolvimos el pago completo. Según tu medio de pago, la devolución puede tardar unos días en verse en tu cuenta o tarjeta.',
            'Si querés, hacé un pedido nuevo para los días que todavía están abiertos.',
          ],
          action: { label: 'Ver el menú', url: `${config.publicUrl}/platos-semanales` },
        }),
      );
    },

    refundNote: () => 'Devolución: pedido de platos cancelado',

    /** All of it back until the first delivery day's ordering deadline. */
    async refundQuote(tx, order, now) {
      if (order.refundedCents > 0) return null;
      const [first] = await repo.listItems(tx, order.id);
      const deadline = first?.deliveryDate ? orderDeadline(first.deliveryDate) : null;
      if (!deadline || now >= deadline) return refundTerms.refused(order, mealsRefundTexts.tooLate, deadline);
      return refundTerms.allowed(order, order.totalCents, 0, deadline);
    },
  };
}
