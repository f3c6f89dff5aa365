import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The people linked to the signed-in professional: patients of a nutritionist, employees of a company. */
export type LinkedKind = 'patients' | 'employees';

/** Every list of linked people (refreshed after an invitation changes). */
export const linkedPeopleQueryKey = ['linked-people'] as const;

/**
 * GET /v1/account/patients (nutritionist: linked customers with an analysis) or
 * GET /v1/account/employees (company: its employees, names and kit state only).
 */
export function getLinkedPeople(kind: LinkedKind, signal?: AbortSignal) {
  return apiRequest(kind === 'patients' ? 'GET /v1/account/patients' : 'GET /v1/account/employees', { signal });
}

export function linkedPeopleQueryOptions(kind: LinkedKind) {
  return queryOptions({
    queryKey: [...linkedPeopleQueryKey, kind] as const,
    queryFn: ({ signal }) => getLinkedPeople(kind, signal),
  });
}

export function useLinkedPeople(kind: LinkedKind) {
  return useQuery(linkedPeopleQueryOptions(kind));
}
