/**
 * The account forms' options and defaults with no zod in sight: a page that only needs them (the
 * sex select, the defaults of a form, the bank list) must not pull the schema library into its
 * JavaScript. account-forms.ts re-exports these.
 */

/** 0 male, 1 female (biological sex: the nutrition formulas need it). */
export const genderOptions = [
  { value: 0, label: 'Masculino' },
  { value: 1, label: 'Femenino' },
] as const;

/** The defaults of the signup and add-patient forms (spec README decision 1: 170 cm, 70 kg). */
export const profileDefaults = { gender: 0, height: 170, weight: 70, birthDate: '1990-01-01', ethnicity: 0 } as const;

export const paymentTypes = { bank: 1, collectionNetwork: 3 } as const;
export const banks = [
  'BROU',
  'Santander',
  'Itaú',
  'BBVA',
  'Scotiabank',
  'HSBC',
  'Bandes',
  'Heritage',
  'Citibank',
  'BHU',
] as const;
export const collectionNetworks = ['Abitab'] as const;

export const AVATAR_MAX_BYTES = 400 * 1024;
