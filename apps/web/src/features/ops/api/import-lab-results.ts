import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const labImportSchema = z.object({ importId: z.string(), rows: z.number().int(), samples: z.array(z.string()) });
export type LabImport = z.infer<typeof labImportSchema>;

/**
 * POST /v1/ops/lab-imports: the lab's CSV as the body (text/csv). All or nothing: a 400 carries
 * one message per row in `fields` ('row.N').
 */
export function importLabResults({ fileName, content }: { fileName: string; content: string }) {
  return apiRequest('POST', '/v1/ops/lab-imports', {
    query: { fileName },
    rawBody: { content, contentType: 'text/csv' },
    schema: labImportSchema,
  });
}

export function useImportLabResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLabResults,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}
