import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { LabImportPreview, LabImportResult } from '@nutritest/domain';

/**
 * POST /v1/ops/lab-imports/preview: what the lab's CSV would do, sample by sample; nothing stored
 * (issue 41). A 400 carries one message per row in `fields` ('row.N'), as the import does.
 */
export function previewLabResults({ content }: { content: string }) {
  return apiRequest('POST /v1/ops/lab-imports/preview', { rawBody: { content, contentType: 'text/csv' } });
}

export function usePreviewLabResults() {
  return useMutation({ mutationFn: previewLabResults });
}

/**
 * POST /v1/ops/lab-imports: the lab's CSV as the body (text/csv). All or nothing for its rows;
 * complete samples are published, incomplete ones held, published ones corrected (issue 41).
 */
export function importLabResults({ fileName, content }: { fileName: string; content: string }) {
  return apiRequest('POST /v1/ops/lab-imports', { query: { fileName }, rawBody: { content, contentType: 'text/csv' } });
}

export function useImportLabResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLabResults,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

/** GET /v1/ops/lab-markers: the markers each trait needs. */
export const labMarkersQueryOptions = queryOptions({
  queryKey: ['ops', 'lab-markers'],
  queryFn: ({ signal }) => apiRequest('GET /v1/ops/lab-markers', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useLabMarkers(enabled: boolean) {
  return useQuery({ ...labMarkersQueryOptions, enabled });
}
