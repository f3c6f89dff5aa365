import { randomUUID } from 'node:crypto';
import type { Executor } from '../src/db/client';
import { orderLines, orders } from '../src/db/schema';

/**
 * A kit order written straight into the database, with its one line, as the orders module writes one
 * (tests that need an order in a given state without going through a purchase: a crash left it
 * pending, a receipt to number, an account to erase).
 */
export async function insertKitOrder(
  db: Executor,
  values: {
    accountId: string;
    kind?: 'kit' | 'kit_places';
    quantity?: number;
    unitCents: number;
    status: 'pending' | 'paid';
    idempotencyKey?: string;
    createdAt?: Date;
    paidAt?: Date;
  },
) {
  const { kind = 'kit', quantity = 1, unitCents } = values;
  const [order] = await db
    .insert(orders)
    .values({
      accountId: values.accountId,
      kind,
      paymentFlow: 'card',
      subtotalCents: quantity * unitCents,
      totalCents: quantity * unitCents,
      currency: 'USD',
      installments: 1,
      status: values.status,
      idempotencyScope: `account:${values.accountId}`,
      idempotencyKey: values.idempotencyKey ?? randomUUID(),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
      ...(values.paidAt ? { paidAt: values.paidAt } : {}),
    })
    .returning();
  await db.insert(orderLines).values({
    orderId: order!.id,
    position: 1,
    kind: kind === 'kit' ? 'kit' : 'kit_place',
    title: 'Kit NutriTest',
    quantity,
    unitCents,
    amountCents: quantity * unitCents,
  });
  return order!;
}
