/** The operations console (modules/ops): lab imports, logistics, the payments' page. */
export { replaceGenotypes } from './ops.repository';
export { opsRoutes } from './ops.routes';
export { createOpsService } from './ops.service';
export { paymentsLedgerRoutes } from './payments-ledger.routes';
