import { describe, expect, it } from 'vitest';
import { bankAccountSchema, businessDetailsSchema, customerProfileSchema, personNameSchema } from './account-forms';
import { newAccountInfoSchema } from './invitations';
import { addDistributionRequestSchema, addressSchema } from './logistics';
import { messages } from './messages.es';
import { isPlainText, isSingleLine } from './single-line';

/** Issue 17: single-line fields refuse line breaks and control characters, on web and API alike. */
const bad = ['a\nb', 'a\r\n', '\nab', 'a\tb', 'a\u0007', 'a\u007f', 'a\u0085', 'a\u2028b', 'a\u2029'];
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('single-line fields', () => {
  it('isSingleLine', () => {
    for (const value of bad) expect([value, isSingleLine(value)]).toEqual([value, false]);
    for (const value of ['Ana María', 'Acme S.A.', 'Av. 18 de Julio 1234, apto. 5', 'Ñandú Güemes']) {
      expect(isSingleLine(value)).toBe(true);
    }
  });

  it('names, company name, business name and address of the account forms', () => {
    const company = {
      name: 'Acme',
      rut: '211234560019',
      businessName: 'Acme S.A.',
      address: 'Av. Italia 1',
      phone: '29001234',
    };
    for (const value of bad) {
      expect(firstMessage(personNameSchema.safeParse(`Ana${value}`))).toBe(messages.singleLine);
      for (const field of ['name', 'businessName', 'address'] as const) {
        expect(firstMessage(businessDetailsSchema.safeParse({ ...company, [field]: `Acme${value}` }))).toBe(
          messages.singleLine,
        );
      }
      expect(firstMessage(customerProfileSchema.pick({ lastName: true }).safeParse({ lastName: `Sosa${value}` }))).toBe(
        messages.singleLine,
      );
      expect(
        firstMessage(
          bankAccountSchema.safeParse({
            paymentType: 1,
            bank: 'BROU',
            accountNumber: '001234',
            branchOffice: '12',
            fullName: `Ana${value}`,
          }),
        ),
      ).toBe(messages.singleLine);
      expect(firstMessage(newAccountInfoSchema.safeParse({ firstName: `Lucía${value}`, email: 'lucia@test.uy' }))).toBe(
        messages.singleLine,
      );
    }
    expect(businessDetailsSchema.safeParse(company).success).toBe(true);
  });

  it('the lines of a delivery address', () => {
    const address = { street: 'Av. Italia', doorNumber: 1234, apartmentNumber: '5', corner: 'Propios', state: 1 };
    expect(addressSchema.safeParse(address).success).toBe(true);
    for (const value of bad) {
      for (const field of ['street', 'apartmentNumber', 'corner'] as const) {
        expect(firstMessage(addressSchema.safeParse({ ...address, [field]: `x${value}` }))).toBe(messages.singleLine);
      }
      expect(
        firstMessage(addDistributionRequestSchema.safeParse({ type: 0, address: { ...address, city: `Mvd${value}` } })),
      ).toBe(messages.singleLine);
    }
  });
});

describe('isPlainText (comments; issue 36, L2)', () => {
  it('allows line breaks and tabs, refuses the other control characters', () => {
    expect(isPlainText('Timbre 2\r\nDejar en portería\tgracias')).toBe(true);
    for (const value of ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b']) {
      expect(isPlainText(`x${value}`)).toBe(false);
    }
  });
});
