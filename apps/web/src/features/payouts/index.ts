export { PayoutDownloads } from './components/payout-downloads';
export { PayoutStatusChip } from './components/payout-status-chip';
export { downloadPayoutCsv } from './lib/download';
export { PayoutStatements } from './payout-statements';
export { payoutFileName, payoutTexts } from './texts';
