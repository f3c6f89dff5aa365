import { foodCategories, foods, traitCatalogue } from '@nutritest/content';
import { AppError, type DeclaredIntolerance, type ResultsReport, rateFoods, traitScoresOf } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards';
import { requireFreshSecondFactor } from '../../platform/auth/step-up';
import { fromContract } from '../../platform/http/contract';
import type { ResultsService } from './results.service';

/**
 * GET /v1/Analyses/report: the data of the results PDF (results and rated foods), which the browser
 * renders. The PDF takes the results out of the portal, so it needs a fresh second factor
 * (x-step-up-token); the read goes to the owner's results access log like every other read.
 * A customer gets their own; a linked nutritionist or an operator passes ?patientId=.
 */
export const resultsReportRoutes: FastifyPluginAsyncZod<{
  results: ResultsService;
  /** The intolerances a person declared in the Formulario ADN: the PDF's foods are rated with them. */
  declaredIntolerances: (accountId: string) => Promise<DeclaredIntolerance[]>;
}> = async (app, { results, declaredIntolerances }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...fromContract('GET /v1/Analyses/report'),
    handler: async (req): Promise<ResultsReport> => {
      const user = await requireRole(req, 'Customer', 'Nutritionist', 'Operator');
      const { patientId } = req.query;
      if (user.role === 'Customer' && patientId && patientId !== user.id) throw new AppError('NOT_FOUND');
      if (user.role !== 'Customer' && !patientId) throw new AppError('NOT_FOUND');
      await requireFreshSecondFactor(req, user);
      const data =
        user.role === 'Customer' ? await results.ownResults(user) : await results.patientResults(user, patientId!);
      const rated = rateFoods(
        foods,
        foodCategories,
        traitScoresOf(data.items),
        (key) => traitCatalogue[key]?.label ?? key,
        await declaredIntolerances(user.role === 'Customer' ? user.id : patientId!),
      );
      return { results: data, foods: rated };
    },
  });
};
