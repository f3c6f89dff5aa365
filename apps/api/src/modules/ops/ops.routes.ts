import { AppError } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
import type { OpsService } from './ops.service';

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
  app.route({
    ...fromContract('GET /v1/ops/environment'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return { paymentsSandbox };
    },
  });

  app.route({
    ...fromContract('GET /v1/ops/kits'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return service.kits(req.query);
    },
  });

  app.route({
    ...fromContract('POST /v1/ops/kits/:id/status'),
    handler: async (req, reply) => {
      const operator = await requireRole(req, 'Operator');
      await service.advance(operator, req.params.id, req.body.status);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract('POST /v1/ops/kits/:id/reject'),
    handler: async (req) => {
      const operator = await requireRole(req, 'Operator');
      return service.rejectSample(operator, req.params.id, req.body.reason);
    },
  });

  app.route({
    ...fromContract('POST /v1/ops/kits/:id/replace-lost'),
    handler: async (req) => {
      const operator = await requireRole(req, 'Operator');
      return service.replaceLostKit(operator, req.params.id);
    },
  });

  app.route({
    ...fromContract('GET /v1/ops/route-sheet'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return service.routeSheet(req.query.date);
    },
  });

  app.route({
    ...fromContract('GET /v1/ops/phone-queue'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return service.phoneQueue();
    },
  });

  app.route({
    ...fromContract('POST /v1/ops/phone-queue/:legId'),
    handler: async (req, reply) => {
      const operator = await requireRole(req, 'Operator');
      await service.agreeByPhone(operator, req.params.legId, req.body.agreedDate, req.body.note);
      return reply.status(204).send(null);
    },
  });

  const csvBody = (body: unknown): string => {
    if (typeof body !== 'string') {
      throw new AppError('VALIDATION', 'Subí el archivo CSV del laboratorio.', {
        file: 'Subí el archivo CSV del laboratorio.',
      });
    }
    return body;
  };

  /** What a lab file would do, sample by sample, before anything is stored (issue 41). */
  app.route({
    ...fromContract('POST /v1/ops/lab-imports/preview'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return service.previewLabResults(csvBody(req.body));
    },
  });

  /**
   * The lab's CSV as the request body (text/csv); ?fileName= names it in the import log. Complete
   * samples are published, incomplete ones held for review, published ones corrected (issue 41).
   */
  app.route({
    ...fromContract('POST /v1/ops/lab-imports'),
    handler: async (req) => {
      const operator = await requireRole(req, 'Operator');
      return service.importLabResults(operator, req.query.fileName, csvBody(req.body));
    },
  });

  /** The markers each trait needs (the console's list; docs/lab-import.md). */
  app.route({
    ...fromContract('GET /v1/ops/lab-markers'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return service.labMarkers();
    },
  });

  /** Publishes a held sample as it is (issue 41). */
  app.route({
    ...fromContract('POST /v1/ops/kits/:id/publish-results'),
    handler: async (req, reply) => {
      const operator = await requireRole(req, 'Operator');
      await service.publishHeldResults(operator, req.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract('GET /v1/ops/audit'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return service.audit();
    },
  });
};
