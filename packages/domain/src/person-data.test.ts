import { describe, expect, it } from 'vitest';
import {
  customerProfileSchema,
  customerSignupStepSchema,
  invitationFormSchema,
  inviterFormSchema,
  personSchema,
} from './account-forms';
import { messages } from './messages.es';

/** Issue 41 item 2 (spec README decision 1): a person's body data is never assumed. */

const ana = {
  firstName: 'Ana',
  lastName: 'Pérez',
  birthDate: '1991-03-21',
  gender: '1',
  height: '165',
  weight: '62',
  mobile: '',
};

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('an empty field is missing, never 0 or Masculino', () => {
  it('takes what the person typed', () => {
    expect(personSchema.parse(ana)).toMatchObject({ gender: 1, height: 165, weight: 62 });
  });

  it('refuses an empty height, weight, sex or birth date with "El campo es obligatorio."', () => {
    for (const blank of ['', null, undefined]) {
      const result = personSchema.safeParse({ ...ana, birthDate: '', gender: blank, height: blank, weight: blank });
      expect(messagesOf(result)).toEqual({
        birthDate: messages.required,
        gender: messages.required,
        height: messages.required,
        weight: messages.required,
      });
    }
  });

  it('the API refuses a customer profile without them', () => {
    const result = customerProfileSchema.safeParse({ ...ana, gender: null, height: '', weight: '' });
    expect(result.success).toBe(false);
  });

  it('still says the passwords differ, and that the terms are needed, while a field is missing', () => {
    const signup = customerSignupStepSchema.safeParse({
      ...ana,
      gender: undefined,
      height: '',
      email: 'ana@test.uy',
      password: 'clave123',
      repeatPassword: 'otra123',
      acceptTerms: true,
    });
    expect(messagesOf(signup)).toMatchObject({ gender: messages.required, repeatPassword: messages.passwordsDiffer });
    const invited = invitationFormSchema.safeParse({
      ...ana,
      weight: '',
      email: 'ana@test.uy',
      pathologies: [],
      familyHistories: [],
      password: 'clave123',
      repeatPassword: 'clave124',
      acceptTerms: false,
    });
    expect(messagesOf(invited)).toMatchObject({
      weight: messages.required,
      repeatPassword: messages.passwordsDiffer,
      acceptTerms: messages.termsRequired,
    });
  });
});

describe('an inviter enters the body data only if known', () => {
  const invitee = { firstName: 'Lucía', lastName: 'Gómez', email: 'lucia@cafe.uy', mobile: '' };

  it('leaves the unknown ones out, for the person to fill on accepting', () => {
    const parsed = inviterFormSchema.parse({ ...invitee, birthDate: '', gender: undefined, height: '', weight: '' });
    expect(parsed.birthDate).toBeUndefined();
    expect(parsed.gender).toBeUndefined();
    expect(parsed.height).toBeUndefined();
    expect(parsed.weight).toBeUndefined();
  });

  it('still checks what is entered', () => {
    const result = inviterFormSchema.safeParse({ ...invitee, birthDate: '', height: '40', weight: '' });
    expect(messagesOf(result)).toEqual({ height: messages.heightMin });
    expect(inviterFormSchema.parse({ ...invitee, gender: '1', height: '160' })).toMatchObject({
      gender: 1,
      height: 160,
    });
  });
});
