import {
  type Account,
  computeNutritionProfile,
  type NutritionProfile,
  nutritionProfileInputSchema,
} from '@nutritest/domain';
import { type Handler, makeAccount, renderSignedIn, type StubbedRequest } from '../../../test/signed-in-harness';

export const withDnaForm = makeAccount('Customer');
/** Most tests: an account without the Formulario ADN's sex, height, weight and birth date. */
export const base: Account = {
  ...withDnaForm,
  profile: { ...withDnaForm.profile, gender: null, height: null, weight: null, birthDate: null },
};
/** A customer whose results were sent (status 8): /dashboard sends them to /home. */
export const customer: Account = {
  ...base,
  profile: { ...base.profile, analysis: { ...base.profile.analysis!, status: 8 } },
};
const email = customer.email;

/** The nutrition-profile endpoints: GET answers `server`; PUT recomputes as the API does, or fails. */
export function nutritionApi(server: NutritionProfile | null, putStatus = 200): Handler {
  return (request: StubbedRequest) => {
    if (request.url !== '/v1/account/nutrition-profile') return undefined;
    if (request.method === 'GET') return { status: 200, body: { profile: server } };
    if (request.method === 'PUT') {
      if (putStatus >= 400) return { status: putStatus, body: { error: 'INTERNAL', message: 'Error interno.' } };
      return {
        status: 200,
        body: computeNutritionProfile(email, nutritionProfileInputSchema.parse(request.body), new Date()),
      };
    }
    return undefined;
  };
}

/** The customer's home: /dashboard sends a customer whose results were sent to /home. */
export function renderHome(server: NutritionProfile | null = null, putStatus = 200) {
  return renderSignedIn(customer, '/home', nutritionApi(server, putStatus), 'Inicio');
}
