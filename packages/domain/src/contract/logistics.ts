import { z } from 'zod';
import {
  addDistributionRequestSchema,
  addKitDistributionRequestSchema,
  distributionInfoSchema,
  distributionSchema,
  isoDateInWindow,
  kitDistributionSchema,
  rescheduleKitDistributionRequestSchema,
} from '../index';
import { defineEndpoints } from './define';

/** The customer's analysis with its kit timeline. */
const customerAnalysisSchema = z.object({
  id: z.string(),
  referenceId: z.string(),
  status: z.number().int(),
  created: z.string(),
  lastModified: z.string(),
  timeline: distributionInfoSchema.shape.timeline,
  resultsDueDate: z.string().nullable(),
});

export const logisticsEndpoints = defineEndpoints({
  'POST /v1/analyses/adddistribution': {
    access: ['Customer'],
    summary: 'Save the kit’s delivery address.',
    legacy: true,
    schema: { body: addDistributionRequestSchema, response: { 200: distributionSchema } },
  },
  'POST /v1/analyses/addkitdistribution': {
    access: ['Customer'],
    summary: 'Schedule the kit’s delivery or pickup: date and time slot.',
    legacy: true,
    schema: { body: addKitDistributionRequestSchema, response: { 200: kitDistributionSchema } },
  },
  'POST /v1/analyses/reschedulekitdistribution': {
    access: ['Customer'],
    summary: 'Move the kit’s delivery or pickup to another date.',
    schema: { body: rescheduleKitDistributionRequestSchema, response: { 200: kitDistributionSchema } },
  },
  'POST /v1/analyses/reportlostkit': {
    access: ['Customer'],
    summary: 'Report that the kit never arrived.',
    schema: { response: { 200: distributionInfoSchema } },
  },
  'GET /v1/analyses/getDistribution': {
    access: ['Customer'],
    summary: 'The kit’s delivery and pickup state.',
    legacy: true,
    schema: { response: { 200: distributionInfoSchema.nullable() } },
  },
  'GET /v1/analyses/getAnalysis': {
    access: ['Customer'],
    summary: 'The kit’s delivery and pickup state (the spec’s second spelling).',
    legacy: true,
    schema: { response: { 200: customerAnalysisSchema } },
  },
  'GET /v1/analyses/slots': {
    access: ['Customer', 'Operator'],
    summary: 'The days and time slots a delivery or pickup can take.',
    schema: {
      querystring: z.object({ from: isoDateInWindow(), to: isoDateInWindow() }),
      response: { 200: z.array(z.object({ date: z.string(), schedule: z.number().int(), full: z.boolean() })) },
    },
  },
});
