import type { Profile, UpdateAccountRequest } from '@nutritest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The session's account query (GET /v1/account), refreshed after every save of the profile. */
export const accountQueryKey = ['account', 'me'] as const;

type ProfileUpdate = NonNullable<UpdateAccountRequest['profile']>;

/**
 * The whole profile as PUT /v1/account expects it: each tab edits a few fields, and the rest are
 * sent back unchanged so no tab can blank what another one saved.
 */
export function toProfileUpdate(profile: Profile, changes: Partial<ProfileUpdate>): ProfileUpdate {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthDate: profile.birthDate,
    gender: profile.gender,
    height: profile.height,
    weight: profile.weight,
    mobile: profile.mobile,
    pathologies: profile.pathologies.map((item) => item.id),
    familyHistories: profile.familyHistories.map((item) => item.id),
    ...changes,
  };
}

/** PUT /v1/account: answers 200 text/plain 'Cuenta editada correctamente'. */
export function updateAccount(body: UpdateAccountRequest) {
  return apiRequest('PUT /v1/account', { body });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
