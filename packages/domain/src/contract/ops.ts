import { z } from 'zod';
import {
  isoDateInWindow,
  labImportPreviewSchema,
  labImportResultSchema,
  labMarkersSchema,
  opsLegSchema,
  opsStopSchema,
  paymentKinds,
  paymentRowSchema,
  recordsDateWindow,
  rejectSampleRequestSchema,
} from '../index';
import { defineEndpoints } from './define';
import { idParams } from './shared';

const kitRowSchema = z.object({
  id: z.string(),
  referenceId: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  nextStatus: z.number().int().nullable(),
  nextLabel: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string(), mobile: z.string().nullable() }),
  department: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  delivery: opsLegSchema.nullable(),
  pickup: opsLegSchema.nullable(),
  /** A free replacement kit: the kit it replaces and why (issue 22). */
  replaces: z.object({ referenceId: z.string(), reason: z.enum(['lost', 'rejected']) }).nullable(),
  /** Whether the sample can be marked rejected by the laboratory. */
  canReject: z.boolean(),
  /** A second "never arrived" waiting for operations' review (issue 36, N4), and whether another kit can go. */
  lostReviewRequestedAt: z.string().nullable(),
  canReplaceLost: z.boolean(),
  /** Results held for review since (an incomplete lab file, issue 41): publishable as they are. */
  resultsHeldAt: z.string().nullable(),
  updated: z.string(),
});

/** Days (yyyy-MM-dd, Montevideo) inside the records' window, as the money ledger's (issue 17: never a 500). */
const recordsDay = isoDateInWindow({ window: recordsDateWindow });

const paymentsQuery = z.object({
  startDate: recordsDay,
  endDate: recordsDay,
  kind: z.enum(paymentKinds).optional(),
});

export const opsEndpoints = defineEndpoints({
  'GET /v1/ops/kits': {
    access: ['Operator'],
    summary: 'The kits board: every kit and its state (operators).',
    schema: {
      querystring: z.object({
        status: z.coerce.number().int().optional(),
        department: z.coerce.number().int().min(0).max(18).optional(),
      }),
      response: { 200: z.array(kitRowSchema) },
    },
  },
  'POST /v1/ops/kits/:id/status': {
    access: ['Operator'],
    summary: 'Move a kit to its next state (operators).',
    schema: {
      params: idParams,
      body: z.object({ status: z.number().int() }),
      response: { 204: z.null() },
    },
  },
  'POST /v1/ops/kits/:id/reject': {
    access: ['Operator'],
    summary: 'Mark a sample rejected by the laboratory: a free replacement kit goes out (operators).',
    schema: {
      params: idParams,
      body: rejectSampleRequestSchema,
      response: { 200: z.object({ referenceId: z.string() }) },
    },
  },
  'POST /v1/ops/kits/:id/replace-lost': {
    access: ['Operator'],
    summary: 'Send another kit for one reported lost twice (operators).',
    schema: { params: idParams, response: { 200: z.object({ referenceId: z.string() }) } },
  },
  'POST /v1/ops/kits/:id/publish-results': {
    access: ['Operator'],
    summary: 'Publish results held for review as they are (operators).',
    schema: { params: idParams, response: { 204: z.null() } },
  },
  'GET /v1/ops/route-sheet': {
    access: ['Operator'],
    summary: 'A day’s deliveries and pickups, by time slot (operators).',
    schema: {
      querystring: z.object({ date: isoDateInWindow() }),
      response: {
        200: z.array(z.object({ schedule: z.number().int(), slot: z.string(), stops: z.array(opsStopSchema) })),
      },
    },
  },
  'GET /v1/ops/phone-queue': {
    access: ['Operator'],
    summary: 'Deliveries and pickups in the interior waiting for a day agreed by phone (operators).',
    schema: { response: { 200: z.array(opsStopSchema.extend({ email: z.string() })) } },
  },
  'POST /v1/ops/phone-queue/:legId': {
    access: ['Operator'],
    summary: 'Record the day agreed by phone (operators).',
    schema: {
      params: z.object({ legId: z.uuid() }),
      body: z.object({
        agreedDate: isoDateInWindow({ message: 'Ingresá la fecha acordada.' }),
        note: z.string().max(500).default(''),
      }),
      response: { 204: z.null() },
    },
  },
  'POST /v1/ops/lab-imports/preview': {
    access: ['Operator'],
    summary: 'What a laboratory CSV would do, sample by sample, before anything is stored (operators).',
    consumes: 'text/csv',
    schema: { response: { 200: labImportPreviewSchema } },
  },
  'POST /v1/ops/lab-imports': {
    access: ['Operator'],
    summary: 'Import a laboratory CSV: publish complete samples, hold incomplete ones (operators).',
    consumes: 'text/csv',
    schema: {
      querystring: z.object({ fileName: z.string().max(200).default('resultados.csv') }),
      response: { 200: labImportResultSchema },
    },
  },
  'GET /v1/ops/lab-markers': {
    access: ['Operator'],
    summary: 'The markers each trait needs (operators).',
    schema: { response: { 200: labMarkersSchema } },
  },
  'GET /v1/ops/environment': {
    access: ['Operator'],
    summary: 'What operations must know about this server: payments taken on the sandbox (issue 41).',
    schema: { response: { 200: z.object({ paymentsSandbox: z.boolean() }) } },
  },
  'GET /v1/ops/audit': {
    access: ['Operator'],
    summary: 'Every operator action, newest first (operators).',
    schema: {
      response: {
        200: z.array(
          z.object({
            id: z.string(),
            actor: z.string().nullable(),
            action: z.string(),
            entity: z.string(),
            entityId: z.string(),
            before: z.unknown(),
            after: z.unknown(),
            at: z.string(),
          }),
        ),
      },
    },
  },
  'GET /v1/ops/payments': {
    access: ['Operator'],
    summary: 'Every payment of every kind between two days (operators).',
    schema: { querystring: paymentsQuery, response: { 200: z.array(paymentRowSchema) } },
  },
  'GET /v1/ops/payments.csv': {
    access: ['Operator'],
    summary: 'The payments between two days as CSV (operators).',
    produces: 'text/csv',
    schema: { querystring: paymentsQuery },
  },
});
