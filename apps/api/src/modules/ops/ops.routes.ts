import {
  AppError,
  isoDateInWindow,
  labImportPreviewSchema,
  labImportResultSchema,
  labMarkersSchema,
  opsLegSchema,
  opsStopSchema,
  rejectSampleRequestSchema,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/guards';
import type { OpsService } from './ops.service';

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

/** The operations console's API; every route is for operators only. */
export const opsRoutes: FastifyPluginAsyncZod<{ service: OpsService; paymentsSandbox: boolean }> = async (
  app,
  { service, paymentsSandbox },
) => {
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: 10 * 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );

  /** What operations must know about this server on every page: payments taken on the sandbox (issue 41). */
  app.get(
    '/v1/ops/environment',
    { schema: { response: { 200: z.object({ paymentsSandbox: z.boolean() }) } } },
    async (req) => {
      await requireRole(req, 'Operator');
      return { paymentsSandbox };
    },
  );

  app.get(
    '/v1/ops/kits',
    {
      schema: {
        querystring: z.object({
          status: z.coerce.number().int().optional(),
          department: z.coerce.number().int().min(0).max(18).optional(),
        }),
        response: { 200: z.array(kitRowSchema) },
      },
    },
    async (req) => {
      await requireRole(req, 'Operator');
      return service.kits(req.query);
    },
  );

  app.post(
    '/v1/ops/kits/:id/status',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z.object({ status: z.number().int() }),
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const operator = await requireRole(req, 'Operator');
      await service.advance(operator, req.params.id, req.body.status);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/ops/kits/:id/reject',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: rejectSampleRequestSchema,
        response: { 200: z.object({ referenceId: z.string() }) },
      },
    },
    async (req) => {
      const operator = await requireRole(req, 'Operator');
      return service.rejectSample(operator, req.params.id, req.body.reason);
    },
  );

  app.post(
    '/v1/ops/kits/:id/replace-lost',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ referenceId: z.string() }) },
      },
    },
    async (req) => {
      const operator = await requireRole(req, 'Operator');
      return service.replaceLostKit(operator, req.params.id);
    },
  );

  app.get(
    '/v1/ops/route-sheet',
    {
      schema: {
        querystring: z.object({ date: isoDateInWindow() }),
        response: {
          200: z.array(z.object({ schedule: z.number().int(), slot: z.string(), stops: z.array(opsStopSchema) })),
        },
      },
    },
    async (req) => {
      await requireRole(req, 'Operator');
      return service.routeSheet(req.query.date);
    },
  );

  app.get(
    '/v1/ops/phone-queue',
    { schema: { response: { 200: z.array(opsStopSchema.extend({ email: z.string() })) } } },
    async (req) => {
      await requireRole(req, 'Operator');
      return service.phoneQueue();
    },
  );

  app.post(
    '/v1/ops/phone-queue/:legId',
    {
      schema: {
        params: z.object({ legId: z.uuid() }),
        body: z.object({
          agreedDate: isoDateInWindow({ message: 'Ingresá la fecha acordada.' }),
          note: z.string().max(500).default(''),
        }),
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const operator = await requireRole(req, 'Operator');
      await service.agreeByPhone(operator, req.params.legId, req.body.agreedDate, req.body.note);
      return reply.status(204).send(null);
    },
  );

  const csvBody = (body: unknown): string => {
    if (typeof body !== 'string') {
      throw new AppError('VALIDATION', 'Subí el archivo CSV del laboratorio.', {
        file: 'Subí el archivo CSV del laboratorio.',
      });
    }
    return body;
  };

  /** What a lab file would do, sample by sample, before anything is stored (issue 41). */
  app.post('/v1/ops/lab-imports/preview', { schema: { response: { 200: labImportPreviewSchema } } }, async (req) => {
    await requireRole(req, 'Operator');
    return service.previewLabResults(csvBody(req.body));
  });

  /**
   * The lab's CSV as the request body (text/csv); ?fileName= names it in the import log. Complete
   * samples are published, incomplete ones held for review, published ones corrected (issue 41).
   */
  app.post(
    '/v1/ops/lab-imports',
    {
      schema: {
        querystring: z.object({ fileName: z.string().max(200).default('resultados.csv') }),
        response: { 200: labImportResultSchema },
      },
    },
    async (req) => {
      const operator = await requireRole(req, 'Operator');
      return service.importLabResults(operator, req.query.fileName, csvBody(req.body));
    },
  );

  /** The markers each trait needs (the console's list; docs/lab-import.md). */
  app.get('/v1/ops/lab-markers', { schema: { response: { 200: labMarkersSchema } } }, async (req) => {
    await requireRole(req, 'Operator');
    return service.labMarkers();
  });

  /** Publishes a held sample as it is (issue 41). */
  app.post(
    '/v1/ops/kits/:id/publish-results',
    { schema: { params: z.object({ id: z.uuid() }), response: { 204: z.null() } } },
    async (req, reply) => {
      const operator = await requireRole(req, 'Operator');
      await service.publishHeldResults(operator, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/ops/audit',
    {
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
    async (req) => {
      await requireRole(req, 'Operator');
      return service.audit();
    },
  );
};
