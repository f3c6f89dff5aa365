import type { Account } from '@nutritest/domain';
import { lazy, Suspense } from 'react';

// The companies feature's chunk (its dashboard, its schemas) is not part of the purchase pages' first
// JavaScript (bundle budgets): the offer, shown only to someone a company invited, arrives after.
const Offer = lazy(() => import('../../companies').then((m) => ({ default: m.CompanyInvitationOffer })));

/** A company's pending invitation above the kit's price (issue 41, item 7), loaded on its own. */
export function LazyCompanyInvitationOffer({ account }: { account: Account }) {
  return (
    <Suspense fallback={null}>
      <Offer account={account} />
    </Suspense>
  );
}
