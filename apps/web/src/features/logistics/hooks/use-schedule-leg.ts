import {
  type Address,
  type Distribution,
  DistributionType,
  isSameAddress,
  KitLeg,
  MONTEVIDEO_DEPARTMENT_ID,
  office,
  type SlotId,
} from '@nutritest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { addDistribution } from '../api/add-distribution';
import { addKitDistribution } from '../api/add-kit-distribution';
import { distributionQueryKey } from '../api/get-distribution';
import { slotsQueryKey } from '../api/get-slots';

/** Spinner time after a submit (doc 1 §9: the loading spinner hides 1000 ms after a submit). */
export const LOADING_AFTER_SUBMIT_MS = 1000;

export type LegRequest =
  | { leg: 1 | 2; to: 'office' }
  | {
      leg: 1 | 2;
      to: 'address';
      address: Address;
      /** The courier distribution already on file, reused when the address did not change. */
      existing: Distribution | null;
      date: string | null;
      schedule: SlotId | null;
      /** A delivery on or after the booked pickup, which the customer agreed to release (decision 060). */
      releasePickup?: boolean;
    };

const officeAddress = {
  street: office.street,
  doorNumber: Number(office.doorNumber),
  apartmentNumber: office.apartmentNumber,
  corner: office.corner,
  state: office.state,
  city: '',
  department: office.state,
};

/**
 * Whether the typed address is the one on file (doc 1 §4: same street and door number). We also
 * require the same department, since it decides whether a day is needed.
 */
export function reusesAddress(existing: Distribution | null, typed: Address): existing is Distribution {
  return Boolean(existing && isSameAddress(existing.address, typed) && existing.address.state === typed.state);
}

/**
 * The submission of doc 1 §4: a distribution first (the office's, the one on file when the
 * address is unchanged, else a new one), then the leg on it. Date and slot go only for Montevideo.
 */
export async function scheduleLeg(request: LegRequest) {
  if (request.to === 'office') {
    const distribution = await addDistribution({ type: DistributionType.Office, address: officeAddress });
    return addKitDistribution({ distributionId: distribution.id, typeDelivery: request.leg });
  }
  const { address, existing } = request;
  let distributionId: string;
  if (reusesAddress(existing, address)) {
    distributionId = existing.id;
  } else {
    // A changed pickup address is marked new (doc 1 §4); a delivery address is not, so the server
    // finds the same distribution again when a submit is retried.
    const distribution = await addDistribution({
      type: DistributionType.Delivery,
      address: { ...address, city: '', department: address.state, new: request.leg === KitLeg.Return },
    });
    distributionId = distribution.id;
  }
  const isMontevideo = address.state === MONTEVIDEO_DEPARTMENT_ID;
  return addKitDistribution({
    distributionId,
    typeDelivery: request.leg,
    date: isMontevideo ? request.date : null,
    schedule: isMontevideo ? request.schedule : null,
    ...(request.releasePickup && { releasePickup: true }),
  });
}

/**
 * Submits a leg, refreshes the kit and calls `onDone` on success. `isBusy` stays true until one
 * second after the answer.
 */
export function useScheduleLeg() {
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mutation = useMutation({
    mutationFn: scheduleLeg,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: distributionQueryKey }),
        queryClient.invalidateQueries({ queryKey: slotsQueryKey }),
      ]),
  });

  function submit(request: LegRequest, onDone: () => void) {
    clearTimeout(timer.current);
    setBusy(true);
    mutation.mutate(request, {
      onSuccess: onDone,
      onSettled: () => {
        timer.current = setTimeout(() => setBusy(false), LOADING_AFTER_SUBMIT_MS);
      },
    });
  }

  return { submit, isBusy, error: mutation.error, reset: mutation.reset };
}
