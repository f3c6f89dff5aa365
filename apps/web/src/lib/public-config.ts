import type { PublicConfig } from '@nutritest/domain';
import type { ApiPath } from '@nutritest/domain/contract';
import { startTransition, useEffect, useState } from 'react';
import { takeEarlyGet } from './early-get';
import { isHydrating } from './snapshot';

const fallback: PublicConfig = {
  supportEmail: 'soporte@nutritest.uy',
  whatsappNumber: '59899000000',
  supportPhone: '+598 2900 0000',
};

/**
 * GET /v1/config with a plain fetch and a shape check of its three strings: the landing page shows
 * these contacts, and going through api-client (and so zod and every schema), or even the query
 * cache, would add to the JavaScript the landing needs before it can run (issue 11: 150 kB).
 * Anything unexpected keeps the fallback.
 */
const CONFIG: ApiPath<'GET /v1/config'> = '/v1/config';

async function fetchPublicConfig(): Promise<PublicConfig> {
  // /boot.js asks for it with the HTML (lib/early-get.ts); signed in or not, the answer is the same.
  const early = await takeEarlyGet(CONFIG, null);
  const response = early ?? (await fetch(CONFIG, { headers: { Accept: 'application/json' } }));
  if (!response.ok) throw new Error(`GET /v1/config answered ${response.status}`);
  const body: unknown = await response.json();
  const value = (key: keyof PublicConfig) => {
    const field = (body as Record<string, unknown> | null)?.[key];
    return typeof field === 'string' && field.length > 0 && field.length <= 200 ? field : fallback[key];
  };
  return {
    supportEmail: value('supportEmail'),
    whatsappNumber: value('whatsappNumber'),
    supportPhone: value('supportPhone'),
  };
}

// One answer per page load, shared by every component that shows a contact (configuration values
// change only with a deploy). Asked for once, again once after a failure, then the fallback stays.
let config: PublicConfig | null = null;
let request: Promise<void> | null = null;
let failures = 0;
let retry: ReturnType<typeof setTimeout> | undefined;
/** Which page load an answer belongs to: one that arrives after resetPublicConfig() is dropped. */
let generation = 0;
const listeners = new Set<() => void>();

function load() {
  if (config !== null || request !== null || failures > 1) return;
  const asked = generation;
  request = fetchPublicConfig().then(
    (answer) => {
      if (asked !== generation) return;
      config = answer;
      for (const listener of listeners) listener();
    },
    () => {
      if (asked !== generation) return;
      failures += 1;
      request = null;
      if (failures === 1) retry = setTimeout(load, 1000);
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Support e-mail, WhatsApp number and phone: configuration values served by the API. */
export function usePublicConfig(): PublicConfig {
  // Hydration draws the fallback, as the build-time snapshot did. The answer is drawn in a background
  // (transition) render: a store read with useSyncExternalStore is redrawn synchronously, and on the
  // landing that was the whole FAQ in one task of 35 ms here (issue 23).
  const [current, setCurrent] = useState<PublicConfig | null>(() => (isHydrating() ? null : config));
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(config));
    const unsubscribe = subscribe(update);
    if (config !== null) update();
    load();
    return unsubscribe;
  }, []);
  return current ?? fallback;
}

/** Forgets the answer (tests: each starts like a new page load). */
export function resetPublicConfig(): void {
  // A retry or an answer still on its way belongs to the page load being forgotten (a test's own
  // fetch stub would otherwise see another test's request).
  clearTimeout(retry);
  retry = undefined;
  generation += 1;
  config = null;
  request = null;
  failures = 0;
}
