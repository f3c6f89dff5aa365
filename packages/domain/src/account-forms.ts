import { z } from 'zod';
import { banks, collectionNetworks } from './account-form-options';
import { emailSchema } from './accounts';
import { adultAgeTexts, isAdultOn, montevideoToday } from './adult-age';
import { isCommonPassword } from './common-passwords';
import { birthDateWindow, isCalendarDay, isoDateInWindow } from './date-window';
import { messages } from './messages.es';
import { optionalPhoneSchema, phoneSchema } from './phone';
import { isPregnancyPathology } from './reference';
import { signupConsentSchema } from './signup-consent';
import { isSingleLine } from './single-line';
import { isValidCi, rutProblem, taxIdDigits } from './uy-tax-ids';

// The options and defaults live in ./account-form-options (no zod: pages that only show them stay light).
export {
  AVATAR_MAX_BYTES,
  banks,
  bodySizeHints,
  collectionNetworks,
  genderOptions,
  paymentTypes,
} from './account-form-options';

/**
 * One schema per form of doc 1 §5, used by the page (react-hook-form resolver) and re-checked by
 * the API. Field names follow the spec's payloads.
 */

/** A required single-line text (company name, business name, address...). */
const required = (max = 200) =>
  z
    .string({ error: messages.required })
    .refine(isSingleLine, messages.singleLine)
    .trim()
    .min(1, messages.required)
    .max(max, messages.badFormat);

/** Letters (accents and ñ allowed) and internal spaces only, up to 50 characters. */
export const personNameSchema = z
  .string({ error: messages.required })
  .refine(isSingleLine, messages.singleLine)
  .trim()
  .min(1, messages.required)
  .max(50, messages.nameTooLong)
  .regex(/^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+(?: [A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+)*$/, messages.nameFormat);

const followsPasswordRule = (v: string) => v.length >= 6 && /[0-9]/.test(v);

/** The spec's rule (6+ characters, a digit), and not one of the 1,000 most common passwords. */
export const passwordSchema = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .refine(followsPasswordRule, messages.passwordRule)
  .refine((v) => v.length <= 128, messages.badFormat)
  .refine((v) => !followsPasswordRule(v) || !isCommonPassword(v), messages.passwordTooCommon);

export { optionalPhoneSchema, phoneSchema } from './phone';
// The one phone rule (a Uruguayan mobile or landline) lives in ./phone; every form uses it.
export { isUruguayPhone, normalizeUruguayPhone, phoneHint } from './phone-rule';

/**
 * An empty field (a number input left blank, a select not chosen) is a missing value, never 0: coerced,
 * '' would read as 0 cm and a null sex as "Masculino" (issue 41 item 2).
 */
const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

export const heightSchema = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: messages.required })
    .int(messages.badFormat)
    .min(50, messages.heightMin)
    .max(229, messages.heightMax),
);

export const weightSchema = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: messages.required })
    .int(messages.badFormat)
    .min(20, messages.weightMin)
    .max(269, messages.weightMax),
);

/**
 * ISO date (yyyy-MM-dd), a real calendar date between 1900 and today (Montevideo): see date-window.ts;
 * and the person is 18 or older on today's Montevideo date (adult-age.ts, issue 22): every customer
 * form uses it, and the API re-checks it with the same schema.
 */
export const birthDateSchema = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .pipe(
    isoDateInWindow({
      window: birthDateWindow,
      message: messages.badFormat,
      outOfWindow: (w, value) => (value > w.max ? messages.birthDateFuture : messages.birthDateTooOld),
    }),
  )
  // Only a valid past date gets this message (a future or malformed one has its own already).
  .refine((value) => {
    const today = montevideoToday();
    return !isCalendarDay(value) || value > today || isAdultOn(value, today);
  }, adultAgeTexts.tooYoung);

/** 0 male, 1 female (biological sex: the nutrition formulas need it). */
export const genderSchema = z.preprocess(
  blankAsMissing,
  z.coerce.number({ error: messages.required }).int().min(0, messages.required).max(1),
);

export const idListSchema = z.array(z.number().int().positive()).max(20).default([]);

export const publicCodeSchema = z
  .string()
  .trim()
  .max(12, messages.nutritionistNotFound)
  .transform((v) => v.toUpperCase());

// ---------------------------------------------------------------- profile

/**
 * The person block of every customer form (signup step 0, Formulario ADN, Mis datos, /createUser):
 * name, last name, birth date, sex, height, weight and mobile. Each form picks or extends it.
 */
export const personSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  birthDate: birthDateSchema,
  gender: genderSchema,
  height: heightSchema,
  weight: weightSchema,
  mobile: optionalPhoneSchema,
});

/** Customer profile fields: the person block and the health lists. */
export const customerProfileSchema = personSchema.extend({
  pathologies: idListSchema,
  familyHistories: idListSchema,
});
export type CustomerProfileInput = z.input<typeof customerProfileSchema>;

/** A nutritionist's profile: the person block's names, and a mobile that is required. */
export const nutritionistProfileSchema = personSchema.pick({ firstName: true, lastName: true }).extend({
  mobile: phoneSchema,
});

/**
 * A company's RUT as DGI checks it (./uy-tax-ids.ts: 12 digits, the mod-11 check digit), typed with or
 * without dots, dashes and spaces, kept as its 12 digits. (The spec asked only for a positive number;
 * e-Facturas carry the RUT and DGI rejects a wrong one: decision 047.)
 */
export const rutSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .superRefine((value, ctx) => {
    const problem = rutProblem(value);
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem === 'length' ? messages.rutLength : messages.rutInvalid });
  })
  .transform(taxIdDigits);

/**
 * A company's details as the API takes them (signup, Mis datos). The city — DGI asks for it on every
 * e-Factura (CiudadRecep, at most 30 characters) — is required by the forms (`businessFormSchema`);
 * the API also takes a body without it (clients written before issue 38) and the receipt then reads
 * the city from the address ("…, Montevideo": `cityFromAddress`), or fails visibly without one.
 */
export const businessDetailsSchema = z.object({
  name: required(100),
  rut: rutSchema,
  businessName: required(150),
  address: required(200),
  city: z.string().refine(isSingleLine, messages.singleLine).trim().max(30, messages.badFormat).default(''),
  phone: phoneSchema,
  /** URL of an uploaded avatar (from POST /v1/uploads/avatar), or null. */
  avatar: z.string().max(300).nullable().optional(),
});
export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;

/** The company forms (signup, Mis datos): the same details, the city required. */
export const businessFormSchema = businessDetailsSchema.extend({ city: required(30) });
export type BusinessFormInput = z.input<typeof businessFormSchema>;

/** The city at the end of an address written "street number, city" (no digits in it), or ''. */
export function cityFromAddress(address: string): string {
  const parts = address.split(',');
  if (parts.length < 2) return '';
  const last = parts.at(-1)!.trim();
  return last.length >= 2 && last.length <= 30 && /\p{L}/u.test(last) && !/\d/.test(last) ? last : '';
}

// ---------------------------------------------------------------- payout details

/**
 * Payout details (Datos de cobro, nutritionist signup step 2). With a bank, bank, account number,
 * branch and full name are saved; with the collection network, only the ID card number (doc 1 §5).
 */
export const bankAccountSchema = z.discriminatedUnion('paymentType', [
  z.object({
    paymentType: z.literal(1),
    bank: z.enum(banks, { error: messages.required }),
    accountNumber: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .regex(/^[0-9-]{3,30}$/, messages.badFormat),
    branchOffice: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .regex(/^[0-9A-Za-z -]{1,30}$/, messages.badFormat),
    fullName: personNameSchema,
  }),
  z.object({
    paymentType: z.literal(3),
    network: z.enum(collectionNetworks).default('Abitab'),
    ci: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .regex(/^\d{6,8}$/, messages.badFormat)
      .refine((v) => !/^\d{6,8}$/.test(v) || isValidCi(v), messages.ciInvalid),
  }),
]);
export type BankAccountInput = z.input<typeof bankAccountSchema>;
export type BankAccount = z.output<typeof bankAccountSchema>;

// ---------------------------------------------------------------- registration

/** The password block of the signup, invitation and change-password forms: a new password and its repeat. */
export const newPasswordSchema = z.object({ password: passwordSchema, repeatPassword: z.string() });

/** The password block's second rule: the repeat is the same password. Each form's schema refines with it. */
export function matchPasswords<T extends { password: string; repeatPassword: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.password !== value.repeatPassword) {
    ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: messages.passwordsDiffer });
  }
}

/**
 * The form-wide checks (passwords, terms) run even while another field is still missing: zod skips a
 * refinement once a field failed its type (an unchosen sex, an empty height), which would hide
 * "Las contraseñas no coinciden." until everything else is filled (issue 41 item 2).
 */
export const evenWithMissingFields: z.core.$ZodSuperRefineParams = {
  when: ({ value }) => {
    const form = value as { password?: unknown; repeatPassword?: unknown } | null;
    return typeof form?.password === 'string' && typeof form.repeatPassword === 'string';
  },
};

/** The terms box block (the express consent to process health and genetic data), as the forms hold it. */
export const termsSchema = signupConsentSchema.pick({ acceptTerms: true });

/** Customer signup step 0: personal data, password and the terms checkbox. */
export const customerSignupStepSchema = personSchema
  .extend({ email: emailSchema, ...newPasswordSchema.shape, ...termsSchema.shape })
  .superRefine(matchPasswords, evenWithMissingFields);
export type CustomerSignupStepInput = z.input<typeof customerSignupStepSchema>;

/** Nutritionist signup step 1. */
export const nutritionistSignupStepSchema = nutritionistProfileSchema
  .extend({ email: emailSchema, ...newPasswordSchema.shape, ...termsSchema.shape })
  .superRefine(matchPasswords, evenWithMissingFields);
export type NutritionistSignupStepInput = z.input<typeof nutritionistSignupStepSchema>;

/** Company signup form (doc 1 §2). */
export const companySignupSchema = businessFormSchema
  .extend({ email: emailSchema, ...newPasswordSchema.shape, ...termsSchema.shape })
  .superRefine(matchPasswords, evenWithMissingFields);
export type CompanySignupInput = z.input<typeof companySignupSchema>;

/** /createUser: the full data of a customer plus the e-mail (doc 1 §2). */
export const fullDataFormSchema = customerProfileSchema.extend({ email: emailSchema });
export type FullDataFormInput = z.input<typeof fullDataFormSchema>;

/** A field the form may leave empty: blank is absent, anything else follows `schema`. */
const leftBlankOr = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsMissing, schema.optional());

/**
 * /createUser?invitar=…: what a nutritionist or a company loads for the person they invite. Birth date,
 * sex, height and weight are the person's own (issue 41 item 2): the inviter enters them only if known,
 * and the person completes the rest on accepting (`invitationFormSchema` requires them all).
 */
export const inviterFormSchema = fullDataFormSchema.extend({
  birthDate: leftBlankOr(birthDateSchema),
  gender: leftBlankOr(genderSchema),
  height: leftBlankOr(heightSchema),
  weight: leftBlankOr(weightSchema),
});

/**
 * /createUser with an invitation link: the full data plus the password the invited person chooses
 * (doc 1 §5: password and repeat) and the terms box, the same express consent as at signup. The box
 * is checked in the refinement, so an unticked box does not hide the other messages.
 */
export const invitationFormSchema = fullDataFormSchema
  .extend({ ...newPasswordSchema.shape, acceptTerms: z.boolean() })
  .superRefine((value, ctx) => {
    if (!termsSchema.safeParse(value).success) {
      ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: messages.termsRequired });
    }
    matchPasswords(value, ctx);
  }, evenWithMissingFields);
export type InvitationFormInput = z.input<typeof invitationFormSchema>;

/**
 * POST /v1/account body: the account (role, profile, email, business, referer, nutritionist) and
 * the password. Each role's required fields are checked by the matching form schema above.
 */
export const registerRequestSchema = z.object({
  account: z.discriminatedUnion('role', [
    z.object({
      role: z.literal('Customer'),
      email: emailSchema,
      profile: customerProfileSchema,
      referer: z.object({ publicCode: publicCodeSchema }).nullable().optional(),
    }),
    z.object({
      role: z.literal('Nutritionist'),
      email: emailSchema,
      profile: nutritionistProfileSchema,
      nutritionist: bankAccountSchema.nullable().optional(),
    }),
    z.object({
      role: z.literal('Business'),
      email: emailSchema,
      business: businessDetailsSchema,
    }),
  ]),
  password: passwordSchema,
  /** The terms and genetic-data consent box, and the version of the text shown (recorded as a consent). */
  ...signupConsentSchema.shape,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

// ---------------------------------------------------------------- passwords, e-mail, links

// The e-mail-only forms live in ./email-forms (lighter for the pages that need only them).
export {
  availabilityResponseSchema,
  confirmationQuerySchema,
  type EmailOnlyInput,
  emailOnlySchema,
} from './email-forms';

export const changePasswordSchema = z.object({
  oldPassword: z.string({ error: messages.required }).min(1, messages.required),
  newPassword: passwordSchema,
});

/** The change-password form: old, new, repeat. */
export const changePasswordFormSchema = z
  .object({ oldPassword: z.string({ error: messages.required }).min(1, messages.required), ...newPasswordSchema.shape })
  .superRefine(matchPasswords, evenWithMissingFields);
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

// ---------------------------------------------------------------- profile update

/** A health list as the forms send it (ids) or as GET /v1/account answers it ({ id, name }). */
const idOrItemListSchema = z
  .array(z.union([z.number().int().positive(), z.object({ id: z.number().int().positive() }).transform((i) => i.id)]))
  .max(20);

const updateAccountShape = z.object({
  profile: z
    .object({
      firstName: personNameSchema,
      lastName: personNameSchema,
      birthDate: birthDateSchema.nullable().optional(),
      gender: genderSchema.nullable().optional(),
      height: heightSchema.nullable().optional(),
      weight: weightSchema.nullable().optional(),
      mobile: optionalPhoneSchema,
      pathologies: idOrItemListSchema.optional(),
      familyHistories: idOrItemListSchema.optional(),
    })
    .superRefine((value, ctx) => checkPregnancy(value, ctx, ['pathologies']))
    .nullable()
    .optional(),
  business: businessDetailsSchema.nullable().optional(),
});

/**
 * PUT /v1/account: what a person may change of their own account (e-mail and role are fixed). It
 * accepts what GET /v1/account answers (extra fields are dropped, `business: null`, health lists as
 * { id, name }). A company's profile only mirrors its business name (last name empty), so when the
 * body carries business details the profile is ignored rather than checked as a person's name.
 */
export const updateAccountRequestSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const body = value as { business?: unknown; profile?: unknown };
  return typeof body.business === 'object' && body.business !== null ? { ...body, profile: undefined } : value;
}, updateAccountShape);
export type UpdateAccountRequest = z.input<typeof updateAccountShape>;

/** Mis datos of a customer (doc 1 §2 Profile): name, last name, birth date, mobile. */
export const customerMyDataSchema = personSchema.pick({
  firstName: true,
  lastName: true,
  birthDate: true,
  mobile: true,
});
export type CustomerMyDataInput = z.input<typeof customerMyDataSchema>;

/** Pregnancy and lactation (pathologies 15 and 16): one answer, and only with the female sex (decision 041). */
export const pregnancyAnswerMessages = {
  both: 'Elegí una sola opción: embarazada o en período de lactancia.',
  sex: 'El embarazo y la lactancia solo se pueden indicar con sexo femenino.',
} as const;
function checkPregnancy(
  value: { gender?: number | null; pathologies?: readonly number[] },
  ctx: z.RefinementCtx,
  path: (string | number)[],
) {
  const ids = value.pathologies ?? [];
  const pregnancy = ids.filter(isPregnancyPathology);
  if (pregnancy.length > 1) ctx.addIssue({ code: 'custom', message: pregnancyAnswerMessages.both, path });
  else if (pregnancy.length === 1 && value.gender !== 1) {
    ctx.addIssue({ code: 'custom', message: pregnancyAnswerMessages.sex, path });
  }
}

/** Formulario ADN of a customer. */
export const dnaFormSchema = customerProfileSchema
  .pick({
    gender: true,
    height: true,
    weight: true,
    mobile: true,
    birthDate: true,
    pathologies: true,
    familyHistories: true,
  })
  .superRefine((value, ctx) => checkPregnancy(value, ctx, ['pathologies']));
export type DnaFormInput = z.input<typeof dnaFormSchema>;

// ---------------------------------------------------------------- nutritionist link

export const nutritionistCodeRequestSchema = z.object({
  code: publicCodeSchema.pipe(z.string().min(1, messages.required)),
});

export const nutritionistLookupResponseSchema = z.object({
  publicCode: z.string(),
  profile: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type NutritionistLookup = z.infer<typeof nutritionistLookupResponseSchema>;

// The upload answer's one schema (zod/mini: checked by the pages with an upload without classic zod).
export { avatarUploadResponseSchema } from './mini/uploads';
