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

/**
 * Height and weight are never pre-filled (spec README decision 1, issue 41 item 2): a person who skips
 * them must not save someone else's body as theirs. The documents' 170 cm and 70 kg appear only as
 * greyed hints inside the empty fields.
 */
export const bodySizeHints = { height: 'Ej.: 170', weight: 'Ej.: 70' } as const;

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
