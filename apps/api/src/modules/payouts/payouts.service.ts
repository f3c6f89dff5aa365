import {
  AppError,
  formatMoney,
  montevideoMonth,
  monthLabel,
  type OpsPayout,
  type PayoutStatement,
  type PayoutStatementDetail,
  payoutCsv,
  startOfMontevideoMonth,
} from '@nutritest/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { bankAccounts } from '../../db/schema';
import type { AuthUser } from '../../platform/auth/guards';
import { enqueueEmail, type MailWorker } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import * as repo from './payouts.repository';

type Row = Awaited<ReturnType<typeof repo.listStatements>>[number];

/** How the money reaches the nutritionist, with the account number masked. */
export function describePayoutMethod(bank: typeof bankAccounts.$inferSelect | null | undefined): string {
  if (!bank) return 'Sin datos de cobro: hay que completarlos en el perfil (Datos de cobro).';
  if (bank.paymentType === 3) return `Red de cobranza${bank.network ? ` ${bank.network}` : ''} · CI ${bank.ci ?? '-'}`;
  const last4 = (bank.accountNumber ?? '').slice(-4);
  return `${bank.bank ?? 'Banco'} · cuenta ****${last4}${bank.branchOffice ? ` · sucursal ${bank.branchOffice}` : ''}`;
}

function toStatement(row: Row): PayoutStatement {
  const s = row.statement;
  return {
    id: s.id,
    month: s.month,
    status: s.status,
    totalCents: s.status === 'paid' ? (s.paidCents ?? 0) : Number(row.liveCents),
    currency: s.currency,
    lines: Number(row.lines),
    paidAt: s.paidAt?.toISOString() ?? null,
    reference: s.reference,
  };
}

/**
 * Monthly payout statements. Months close lazily (on every read) and on a periodic job, in any
 * process: creating a statement twice is impossible (unique index), claiming a commission twice too.
 */
export function createPayoutsService(deps: { db: Database; config: Config; mail: MailWorker }) {
  const { db, config, mail } = deps;

  const closeMonths = (now = new Date()) =>
    db.transaction((tx) => repo.closeMonthsBefore(tx, startOfMontevideoMonth(montevideoMonth(now))));

  async function detailOf(id: string): Promise<PayoutStatementDetail> {
    const statement = await repo.findStatement(db, id);
    if (!statement) throw new AppError('NOT_FOUND');
    const [row] = (await repo.listStatements(db, { nutritionistId: statement.nutritionistId })).filter(
      (r) => r.statement.id === id,
    );
    const payee = await repo.findPayee(db, statement.nutritionistId);
    const lines = await repo.listLines(db, id);
    return {
      statement: toStatement(row!),
      nutritionist: {
        name: `${payee?.firstName ?? ''} ${payee?.lastName ?? ''}`.trim(),
        email: payee?.email ?? '',
        payoutMethod: describePayoutMethod(payee?.bank),
      },
      lines: lines.map((l) => ({
        date: l.createdAt.toISOString(),
        patient: `${l.firstName ?? ''} ${l.lastName ?? ''}`.trim(),
        amountCents: l.status === 'reversed' ? 0 : l.amountCents,
        status: l.status,
      })),
    };
  }

  async function ownOrOperator(user: AuthUser, id: string) {
    const statement = await repo.findStatement(db, id);
    if (!statement || (user.role !== 'Operator' && statement.nutritionistId !== user.id)) {
      throw new AppError('NOT_FOUND');
    }
  }

  return {
    closeMonths,

    async list(user: AuthUser): Promise<PayoutStatement[]> {
      await closeMonths();
      const rows = await repo.listStatements(db, { nutritionistId: user.id });
      // A pending month whose every commission was refunded has nothing to pay.
      return rows.map(toStatement).filter((s) => s.status === 'paid' || s.totalCents > 0);
    },

    async detail(user: AuthUser, id: string) {
      await ownOrOperator(user, id);
      return detailOf(id);
    },

    async csv(user: AuthUser, id: string) {
      await ownOrOperator(user, id);
      const detail = await detailOf(id);
      return { fileName: `liquidacion-nutritest-${detail.statement.month}.csv`, body: payoutCsv(detail) };
    },

    async opsList(status?: 'pending' | 'paid'): Promise<OpsPayout[]> {
      await closeMonths();
      const rows = await repo.listStatements(db, { status });
      const methods = await repo.payoutMethods(
        db,
        rows.map((r) => r.statement.nutritionistId),
      );
      return rows
        .map((r) => ({
          ...toStatement(r),
          nutritionist: {
            id: r.statement.nutritionistId,
            name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
            email: r.email,
            payoutMethod: describePayoutMethod(methods.get(r.statement.nutritionistId)),
          },
        }))
        .filter((s) => s.status === 'paid' || s.totalCents > 0);
    },

    /** Records the transfer: the statement and its commissions become paid, in the ledger, once. */
    async markPaid(operator: AuthUser, id: string, reference: string) {
      const paid = await db.transaction(async (tx) => {
        const statement = await repo.findStatement(tx, id, true);
        if (!statement) throw new AppError('NOT_FOUND');
        if (statement.status === 'paid') throw new AppError('CONFLICT', 'Esta liquidación ya figura como pagada.');
        const lines = await repo.listLines(tx, id);
        const total = lines.filter((l) => l.status !== 'reversed').reduce((sum, l) => sum + l.amountCents, 0);
        if (total <= 0) throw new AppError('CONFLICT', 'Esta liquidación no tiene saldo a pagar.');
        const row = await repo.markPaid(tx, id, {
          paidCents: total,
          paidBy: operator.id,
          reference,
          nutritionistId: statement.nutritionistId,
          currency: statement.currency,
        });
        const payee = await repo.findPayee(tx, statement.nutritionistId);
        if (payee) {
          await enqueueEmail(
            tx,
            payee.email,
            emailTemplates.notice({
              firstName: payee.firstName ?? '',
              supportEmail: config.supportEmail,
              subject: `Pagamos tu liquidación de ${monthLabel(statement.month)}`,
              paragraphs: [
                `Transferimos ${formatMoney(total, statement.currency)} por tus comisiones de ${monthLabel(statement.month)} (referencia ${reference}).`,
                'Podés ver el detalle y descargarlo en tu panel, en Mi balance.',
              ],
              action: { label: 'Ver Mi balance', url: `${config.publicUrl}/dashboard` },
            }),
          );
        }
        return row;
      });
      mail.nudge();
      return detailOf(paid.id);
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
