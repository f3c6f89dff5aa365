import { nutritionProfileInputSchema, nutritionProfileResponseSchema, nutritionProfileSchema } from '../index';
import { defineEndpoints } from './define';

/** The customer's nutrition profile (health data: only its owner reads or writes it; never cached). */
export const nutritionEndpoints = defineEndpoints({
  'GET /v1/account/nutrition-profile': {
    access: ['Customer'],
    summary: 'The customer’s nutrition profile (the calculator’s inputs).',
    schema: { response: { 200: nutritionProfileResponseSchema } },
  },
  'PUT /v1/account/nutrition-profile': {
    access: ['Customer'],
    summary: 'Save the customer’s nutrition profile.',
    schema: { body: nutritionProfileInputSchema, response: { 200: nutritionProfileSchema } },
  },
});
