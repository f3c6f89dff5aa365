import { foodsResponseSchema } from '../index';
import { defineEndpoints } from './define';
import { idParams } from './shared';

export const foodsEndpoints = defineEndpoints({
  'GET /v1/Analyses/foods': {
    access: ['Customer'],
    summary: 'The customer’s rated foods, from their results.',
    legacy: true,
    schema: { response: { 200: foodsResponseSchema } },
  },
  'GET /v1/Analyses/patients/foods/:id': {
    access: ['Nutritionist', 'Operator'],
    summary: 'A linked patient’s rated foods.',
    legacy: true,
    schema: { params: idParams, response: { 200: foodsResponseSchema } },
  },
});
