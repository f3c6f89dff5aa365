import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
import type { LogisticsService } from './logistics.service';

/** The customer's kit flow (doc 1 §7): distributions, legs, the analysis and its timeline. */
export const logisticsRoutes: FastifyPluginAsyncZod<{ service: LogisticsService }> = async (app, { service }) => {
  app.route({
    ...fromContract('POST /v1/analyses/adddistribution'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.addDistribution(user, req.body);
    },
  });

  app.route({
    ...fromContract('POST /v1/analyses/addkitdistribution'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.addKitDistribution(user, req.body);
    },
  });

  app.route({
    ...fromContract('POST /v1/analyses/reschedulekitdistribution'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.rescheduleKitDistribution(user, req.body);
    },
  });

  app.route({
    ...fromContract('POST /v1/analyses/reportlostkit'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.reportLostKit(user);
    },
  });

  app.route({
    ...fromContract('GET /v1/analyses/getDistribution'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.getDistribution(user);
    },
  });

  app.route({
    ...fromContract('GET /v1/analyses/getAnalysis'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.getAnalysis(user);
    },
  });

  app.route({
    ...fromContract('GET /v1/analyses/slots'),
    handler: async (req) => {
      await requireRole(req, 'Customer', 'Operator');
      return service.slotAvailability(req.query.from, req.query.to);
    },
  });
};
