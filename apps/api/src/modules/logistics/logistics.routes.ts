import {
  addDistributionRequestSchema,
  addKitDistributionRequestSchema,
  distributionInfoSchema,
  distributionSchema,
  isoDateInWindow,
  kitDistributionSchema,
  rescheduleKitDistributionRequestSchema,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/guards';
import type { LogisticsService } from './logistics.service';

const analysisSummarySchema = z.object({
  id: z.string(),
  referenceId: z.string(),
  status: z.number().int(),
  created: z.string(),
  lastModified: z.string(),
  timeline: distributionInfoSchema.shape.timeline,
  resultsDueDate: z.string().nullable(),
});

/** The customer's kit flow (doc 1 §7): distributions, legs, the analysis and its timeline. */
export const logisticsRoutes: FastifyPluginAsyncZod<{ service: LogisticsService }> = async (app, { service }) => {
  app.post(
    '/v1/analyses/adddistribution',
    { schema: { body: addDistributionRequestSchema, response: { 200: distributionSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.addDistribution(user, req.body);
    },
  );

  app.post(
    '/v1/analyses/addkitdistribution',
    { schema: { body: addKitDistributionRequestSchema, response: { 200: kitDistributionSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.addKitDistribution(user, req.body);
    },
  );

  app.post(
    '/v1/analyses/reschedulekitdistribution',
    { schema: { body: rescheduleKitDistributionRequestSchema, response: { 200: kitDistributionSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.rescheduleKitDistribution(user, req.body);
    },
  );

  app.post('/v1/analyses/reportlostkit', { schema: { response: { 200: distributionInfoSchema } } }, async (req) => {
    const user = await requireRole(req, 'Customer');
    return service.reportLostKit(user);
  });

  app.get(
    '/v1/analyses/getDistribution',
    { schema: { response: { 200: distributionInfoSchema.nullable() } } },
    async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.getDistribution(user);
    },
  );

  app.get('/v1/analyses/getAnalysis', { schema: { response: { 200: analysisSummarySchema } } }, async (req) => {
    const user = await requireRole(req, 'Customer');
    return service.getAnalysis(user);
  });

  app.get(
    '/v1/analyses/slots',
    {
      schema: {
        querystring: z.object({ from: isoDateInWindow(), to: isoDateInWindow() }),
        response: { 200: z.array(z.object({ date: z.string(), schedule: z.number().int(), full: z.boolean() })) },
      },
    },
    async (req) => {
      await requireRole(req, 'Customer', 'Operator');
      return service.slotAvailability(req.query.from, req.query.to);
    },
  );
};
