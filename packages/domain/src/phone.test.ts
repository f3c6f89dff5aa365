import { describe, expect, it } from 'vitest';
import { consultationUserSchema } from './consultations';
import { mealOrderUserSchema } from './meals';
import { messages } from './messages.es';
import { normalizeUruguayPhone, optionalPhoneSchema, phoneSchema } from './phone';

describe('the one Uruguayan phone rule', () => {
  it.each([
    ['099123456', '099123456'],
    ['099 123 456', '099123456'],
    ['099-123-456', '099123456'],
    ['+598 99 123 456', '099123456'],
    ['00598 99 123 456', '099123456'],
    ['59899123456', '099123456'],
    ['2900 1234', '29001234'],
    ['(2) 900-1234', '29001234'],
    ['+598 4372 1234', '43721234'],
    ['43721234', '43721234'],
  ])('accepts %s as %s', (input, national) => {
    expect(normalizeUruguayPhone(input)).toBe(national);
    expect(phoneSchema.parse(input)).toBe(national);
  });

  it.each(['2900', '12345678', '090123456', '0991234567', '09912345', '099ab3456', '+54 11 1234 5678', '39001234'])(
    'refuses %s with the one message',
    (input) => {
      const result = phoneSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.phoneRule);
    },
  );

  it('asks for a required phone, and lets an optional one be empty', () => {
    expect(phoneSchema.safeParse('  ').error?.issues[0]?.message).toBe(messages.required);
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.parse('099 123 456')).toBe('099123456');
    expect(optionalPhoneSchema.safeParse('123').error?.issues[0]?.message).toBe(messages.phoneRule);
  });

  it('is the rule of the meals order and the consultation booking too', () => {
    const meal = mealOrderUserSchema.safeParse({ phone: '123456' });
    expect(meal.error?.issues.find((i) => i.path[0] === 'phone')?.message).toBe(messages.phoneRule);
    const consultation = consultationUserSchema.safeParse({
      name: 'Ana',
      lastName: 'Pérez',
      email: 'ana@test.uy',
      phone: '123456',
    });
    expect(consultation.error?.issues[0]?.message).toBe(messages.phoneRule);
    expect(
      consultationUserSchema.parse({ name: 'Ana', lastName: 'Pérez', email: 'ana@test.uy', phone: '+598 98 765 432' })
        .phone,
    ).toBe('098765432');
  });
});
