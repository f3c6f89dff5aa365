import { z } from 'zod';
import { montevideoDate } from './calendar';
import { messages } from './messages.es';
import { privacyTexts } from './privacy-texts';
import { missingTraitSchema, resultItemSchema } from './results/schemas';

/**
 * Data rights under Uruguay's Ley 18.331 (issue 11): consents, the "Descargar mis datos" export and
 * "Eliminar mi cuenta". Genetic data is sensitive data: it is processed only with express consent.
 */

// The signup's consent box (its schema, text version and short texts) lives in ./signup-consent, so
// the forms that need only that do not load the rest of this module.
export { CONSENT_TEXT_VERSION, signupConsentSchema, signupConsentTexts } from './signup-consent';

/**
 * 'apoe_results': the owner chose to see the results built on APOE, which can reveal a raised
 * Alzheimer's risk (src/results/apoe.ts). Off until granted; revocable at any time.
 */
export const consentKinds = ['genetic_data', 'share_nutritionist', 'apoe_results'] as const;
export type ConsentKind = (typeof consentKinds)[number];
/**
 * Every kind of event recorded: the above, and 'terms', a company's or a nutritionist's acceptance of
 * the terms (they give no health data, so no genetic-data consent is asked of them: issue 41 item 12).
 */
export const recordedConsentKinds = [...consentKinds, 'terms'] as const;
export type RecordedConsentKind = (typeof recordedConsentKinds)[number];

// The texts live apart from the schemas (privacy-texts.ts): a page that shows a privacy text (the
// results page's APOE card) does not evaluate this module's zod schemas (issue 42).
export { ACCOUNTING_RETENTION_YEARS, DELETE_ACCOUNT_LINK_HOURS, privacyTexts } from './privacy-texts';

// ---------------------------------------------------------------- consents

export const consentEventSchema = z.object({
  kind: z.enum(recordedConsentKinds),
  textVersion: z.string(),
  granted: z.boolean(),
  at: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const consentStateSchema = z.object({
  granted: z.boolean(),
  /** The text version of the event that set the state; null when no event was recorded. */
  textVersion: z.string().nullable(),
  at: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** GET /v1/account/consents: the current state of each kind and every event, newest first. */
export const consentsResponseSchema = z.object({
  geneticData: consentStateSchema,
  shareNutritionist: consentStateSchema.extend({
    /**
     * True for a link made before consents were recorded (no event yet): treated as granted, because
     * the person made the link themselves (code or invitation); the first change writes an event.
     */
    legacy: z.boolean(),
  }),
  /** Whether the owner chose to see the APOE-based results (off until granted). */
  apoeResults: consentStateSchema,
  /** The linked nutritionist's name, or null when the customer has none. */
  nutritionist: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  currentTextVersion: z.string(),
  history: z.array(consentEventSchema),
});
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;

/** PUT /v1/account/consents: sharing with the nutritionist and the APOE opt-in are changed here. */
export const updateConsentRequestSchema = z.object({
  kind: z.enum(consentKinds, { error: messages.badFormat }),
  granted: z.boolean({ error: messages.required }),
});
export type UpdateConsentRequest = z.input<typeof updateConsentRequestSchema>;

// ---------------------------------------------------------------- deletion

/** POST /v1/account/deletion: the password again, then an e-mail with the link. */
export const deletionRequestSchema = z.object({
  password: z.string({ error: messages.required }).min(1, messages.required).max(128, messages.badFormat),
});
export type DeletionRequest = z.input<typeof deletionRequestSchema>;

export const deletionRequestedResponseSchema = z.object({ message: z.string(), expiresInHours: z.number().int() });

/** POST /v1/account/deletion/confirm: the `data` of the e-mailed link (`<token id>.<token>`). */
export const deletionConfirmSchema = z.object({
  data: z
    .string({ error: privacyTexts.deletionLinkInvalid })
    .trim()
    .min(10, privacyTexts.deletionLinkInvalid)
    .max(200, privacyTexts.deletionLinkInvalid),
});
export type DeletionConfirmRequest = z.input<typeof deletionConfirmSchema>;

export const deletionDoneResponseSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------- export ("Descargar mis datos")

const iso = z.string();
const isoOrNull = z.string().nullable();

const exportAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  emailConfirmedAt: isoOrNull,
  createdAt: iso,
  twoFactorEnabled: z.boolean(),
  linkedNutritionist: z.object({ publicCode: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  company: z.object({ name: z.string() }).nullable(),
});

const exportProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: isoOrNull,
  height: z.number().nullable(),
  weight: z.number().nullable(),
  gender: z.number().nullable(),
  ethnicity: z.number().nullable(),
  mobile: z.string().nullable(),
  updatedAt: iso,
});

const exportKitSchema = z.object({
  referenceId: z.string(),
  status: z.number(),
  createdAt: iso,
  timeline: z.array(z.object({ status: z.number(), at: iso })),
  deliveries: z.array(
    z.object({
      leg: z.number(),
      status: z.string(),
      date: isoOrNull,
      schedule: z.number().nullable(),
      agreedDate: isoOrNull,
      agreedNote: z.string().nullable(),
    }),
  ),
});

const exportResultSchema = z.object({
  referenceId: z.string(),
  genotypes: z.array(z.object({ rsid: z.string(), genotype: z.string() })),
  traits: z.array(resultItemSchema),
  missing: z.array(missingTraitSchema),
});

const exportOrderSchema = z.object({
  id: z.string(),
  kind: z.string(),
  quantity: z.number(),
  subtotalCents: z.number(),
  discountCents: z.number(),
  totalCents: z.number(),
  currency: z.string(),
  installments: z.number(),
  status: z.string(),
  invoiceId: z.string().nullable(),
  createdAt: iso,
  paidAt: isoOrNull,
  refundedAt: isoOrNull,
  charges: z.array(z.object({ amountCents: z.number(), currency: z.string(), status: z.string(), at: iso })),
});

const exportMealOrderSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  department: z.string(),
  neighborhood: z.string(),
  address: z.string(),
  fromTime: z.string(),
  untilTime: z.string(),
  comments: z.string(),
  totalCents: z.number(),
  currency: z.string(),
  status: z.string(),
  createdAt: iso,
  items: z.array(
    z.object({ title: z.string(), deliveryDate: z.string(), quantity: z.number(), unitCents: z.number() }),
  ),
});

const exportConsultationSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  sessions: z.number(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.string(),
  createdAt: iso,
  bookings: z.array(z.object({ startsAt: iso, endsAt: iso, status: z.string(), sessionNumber: z.number() })),
});

const exportInvitationSchema = z.object({
  kind: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
  createdAt: iso,
  expiresAt: iso,
});

/** GET /v1/account/export: everything NutriTest holds about the caller, as one JSON document. */
export const dataExportSchema = z.object({
  format: z.literal('nutritest-export-1'),
  exportedAt: iso,
  notice: z.string(),
  account: exportAccountSchema,
  profile: exportProfileSchema.nullable(),
  healthAnswers: z.object({ pathologies: z.array(z.string()), familyHistories: z.array(z.string()) }),
  consents: z.array(consentEventSchema),
  addresses: z.array(
    z.object({
      street: z.string(),
      doorNumber: z.number(),
      apartmentNumber: z.string(),
      corner: z.string(),
      state: z.number(),
      city: z.string(),
      createdAt: iso,
    }),
  ),
  kits: z.array(exportKitSchema),
  results: z.array(exportResultSchema),
  nutritionProfile: z
    .object({
      sex: z.number(),
      goals: z.number(),
      activity: z.number(),
      weight: z.number(),
      height: z.number(),
      age: z.number(),
      selectedDiet: z.string(),
      updatedAt: iso,
    })
    .nullable(),
  orders: z.array(exportOrderSchema),
  savedCards: z.array(
    z.object({
      brand: z.string(),
      masked: z.string(),
      holderName: z.string(),
      expiry: z.string(),
      createdAt: iso,
      removedAt: isoOrNull,
    }),
  ),
  mealOrders: z.array(exportMealOrderSchema),
  consultations: z.array(exportConsultationSchema),
  invitationsReceived: z.array(exportInvitationSchema),
  invitationsSent: z.array(exportInvitationSchema),
  business: z
    .object({
      name: z.string(),
      rut: z.string(),
      businessName: z.string(),
      address: z.string(),
      phone: z.string(),
      avatarUrl: z.string().nullable(),
    })
    .nullable(),
  payoutDetails: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
  resultsAccessLog: z.array(z.object({ at: iso, viewer: z.string(), role: z.string() })),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** `nutritest-mis-datos-YYYY-MM-DD.json`, the date in Montevideo. */
export function exportFileName(now: Date = new Date()): string {
  const day = montevideoDate(now);
  return `nutritest-mis-datos-${day}.json`;
}

/** The anonymised e-mail an account gets when it is deleted (the row stays for accounting). */
export const deletedAccountEmail = (accountId: string) => `eliminada-${accountId}@nutritest.invalid`;
