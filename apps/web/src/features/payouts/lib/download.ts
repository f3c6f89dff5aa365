import { downloadApiFile } from '../../../lib/api-file';
import { payoutFileName } from '../texts';

/** Downloads a statement's CSV (GET /v1/payouts/{id}/csv): its owner nutritionist or an operator. */
export function downloadPayoutCsv(statement: { id: string; month: string }): Promise<void> {
  return downloadApiFile(
    'GET /v1/payouts/:id/csv',
    { params: { id: statement.id } },
    'text/csv',
    payoutFileName(statement.month, 'csv'),
  );
}
