import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BankAccount,
  bankAccountSchema,
  companySignupSchema,
  customerSignupStepSchema,
  nutritionistSignupStepSchema,
} from '@nutritest/domain';
import type { Resolver } from 'react-hook-form';
import type { PayoutFormValues } from './payout-details-step';

/**
 * The signup forms' validation (zod, the schemas and the common-password list), loaded after the
 * page draws (see lib/lazy-resolver.ts).
 */
export const customerResolver = zodResolver(customerSignupStepSchema);
export const nutritionistResolver = zodResolver(nutritionistSignupStepSchema);
export const companyResolver = zodResolver(companySignupSchema);
// The schema's input type is a union of the two shapes; the form holds their union of fields.
export const payoutResolver = zodResolver(bankAccountSchema) as unknown as Resolver<
  PayoutFormValues,
  unknown,
  BankAccount
>;
