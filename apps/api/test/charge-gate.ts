import type { PaymentProvider } from '../src/platform/payments/provider';

/**
 * The sandbox card gateway, unchanged, except that a test can hold a charge until it says so (a
 * slow provider): set `gate.hold` to a promise, and `gate.charging` is called when a charge waits.
 * Pass `holdCharges` as buildTestApp's `wrapProvider`.
 */
export function createChargeGate() {
  const gate = { hold: null as Promise<void> | null, charging: null as (() => void) | null };
  const holdCharges = (provider: PaymentProvider): PaymentProvider => ({
    ...provider,
    card: {
      ...provider.card,
      async charge(request) {
        if (gate.hold) {
          gate.charging?.();
          await gate.hold;
        }
        return provider.card.charge(request);
      },
    },
  });
  /** Holds the next charges: `charging` resolves once one waits, `release` lets them go on. */
  function hold() {
    let release!: () => void;
    gate.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const charging = new Promise<void>((resolve) => {
      gate.charging = resolve;
    });
    return { release, charging };
  }
  return { gate, holdCharges, hold };
}
