import { PayoutStatements } from '../../payouts';
import { BalancePanel } from './balance-panel';

/** Mi balance: the commissions by month and the payout statements (its own chunk: a later tab). */
export function BalanceTab() {
  return (
    <>
      <BalancePanel />
      <PayoutStatements />
    </>
  );
}
