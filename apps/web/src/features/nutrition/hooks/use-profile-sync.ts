import type { NutritionProfile } from '@nutritest/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNutritionProfile, useSaveNutritionProfile } from '../api/nutrition-profile';
import { inputOf, newerProfile, readLocalProfile, writeLocalProfile } from '../lib/local-profile';

export interface ProfileSync {
  /** The profile to show: the newer of the account's and this browser's. */
  profile: NutritionProfile | null;
  /** True until the account's profile is known, when this browser has none to show meanwhile. */
  isLoading: boolean;
  /** True when the last save to the account failed (the profile stays in this browser). */
  saveFailed: boolean;
  /** Keeps `profile` in this browser at once and saves its inputs in the account. */
  save(profile: NutritionProfile): void;
}

/**
 * The nutrition profile follows the user: it lives in the account and in this browser, and the
 * newer one (by updatedAt) wins. A browser profile the account lacks or has older (saved while
 * offline, or a save that failed) is sent to the account once per visit.
 */
export function useProfileSync(email: string): ProfileSync {
  const [local, setLocal] = useState<NutritionProfile | null>(() => readLocalProfile(email));
  const [saveFailed, setSaveFailed] = useState(false);
  const server = useNutritionProfile();
  const mutation = useSaveNutritionProfile();
  const { mutate } = mutation;
  const pushed = useRef(false);

  const send = useCallback(
    (profile: NutritionProfile) => {
      mutate(inputOf(profile), {
        onSuccess: (saved) => {
          // The account's copy (recomputed by the server) becomes this browser's too.
          writeLocalProfile(email, saved);
          setLocal(saved);
          setSaveFailed(false);
        },
        onError: () => setSaveFailed(true),
      });
    },
    [email, mutate],
  );

  const serverProfile = server.data;
  useEffect(() => {
    if (serverProfile === undefined || pushed.current) return;
    pushed.current = true;
    const newer = newerProfile(local, serverProfile);
    if (newer === null) return;
    if (newer === serverProfile) {
      if (local?.updatedAt !== serverProfile.updatedAt) {
        writeLocalProfile(email, serverProfile);
        setLocal(serverProfile);
      }
      return;
    }
    send(newer);
  }, [serverProfile, local, email, send]);

  const save = useCallback(
    (profile: NutritionProfile) => {
      pushed.current = true;
      writeLocalProfile(email, profile);
      setLocal(profile);
      send(profile);
    },
    [email, send],
  );

  return {
    profile: newerProfile(local, serverProfile),
    isLoading: local === null && server.isPending,
    saveFailed,
    save,
  };
}
