import { type ReactNode, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Build-time snapshots (scripts/prerender.mjs): the HTML of a page's first screen, drawn by the
 * browser before any script runs and then taken over by React (hydrated). `data-snapshot` on the
 * root says whose snapshot it is: 'landing' (main.tsx's landing shell), 'app' (a route of the app
 * without a session) or 'session' (a signed-in page's first screen, drawn over, never hydrated).
 */
export type SnapshotKind = 'landing' | 'app' | 'session';

export function snapshotKind(container: HTMLElement): SnapshotKind | null {
  const kind = container.getAttribute('data-snapshot');
  return kind === 'landing' || kind === 'app' || kind === 'session' ? kind : null;
}

/**
 * The snapshot's controls are disabled in the HTML so that nothing typed or clicked before the code
 * arrives is lost; they are given back once React has taken the nodes over (`HydrationBoundary`,
 * issue 41 item 11). Given back before, a text typed while React was still hydrating (time-sliced:
 * up to a second on a slow phone) was in the field but not in the page's state, and the next render
 * of a controlled field (the meals coupon) wiped it.
 */
export function releaseSnapshotControls(container: HTMLElement): void {
  for (const element of container.querySelectorAll('[data-snapshot-disabled]')) {
    element.removeAttribute(element.getAttribute('data-snapshot-disabled') || 'disabled');
    element.removeAttribute('data-snapshot-disabled');
  }
}

/**
 * Whether a render draws a snapshot: always on the server (the build's prerender), and in the browser
 * from `beginHydration()` until the hydrated tree has committed (`HydrationBoundary`).
 */
let hydrating = typeof document === 'undefined';
/** The snapshot being hydrated, whose controls are given back once the hydration has committed. */
let hydratedContainer: HTMLElement | null = null;

/**
 * The app is about to hydrate the snapshot in `container` (call right before `hydrateRoot`, whose
 * tree is wrapped in `HydrationBoundary`): its controls stay disabled until React owns them.
 */
export function beginHydration(container?: HTMLElement): void {
  hydrating = true;
  hydratedContainer = container ?? null;
}

/** True while React draws a build-time snapshot (on the server or hydrating it). */
export const isHydrating = (): boolean => hydrating;

function HydrationDone() {
  useLayoutEffect(() => {
    hydrating = false;
    // In the hydration's commit, before the browser may handle another input event: from now on
    // every keystroke reaches the page's handlers.
    if (hydratedContainer) releaseSnapshotControls(hydratedContainer);
    hydratedContainer = null;
  }, []);
  return null;
}

/** The hydrated tree: once it has committed, the renders that follow are the browser's own. */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <HydrationDone />
    </>
  );
}

/** Given to React as the inner HTML of a kept part: never changes, so React never writes it. */
const keptHtml = { __html: '' };

/**
 * A part of a page with nothing to take over: no handler, no state, no link the app intercepts (the
 * landing's text sections). Drawn as usual, except while React hydrates a build-time snapshot: then
 * its nodes are kept as the snapshot drew them, and React neither walks nor checks them — it sees an
 * element whose inner HTML it does not own (`dangerouslySetInnerHTML`, which hydration takes as is)
 * and, with the same value on every later render, never writes it. Their styles stay in the head
 * (the snapshot's `<style data-snapshot-css>`, never removed). On the landing, three such sections
 * were half of the components React hydrated (issue 42: the landing's total blocking time).
 *
 * Where React gives up hydrating (a mismatch elsewhere in the page: it draws the page anew instead),
 * the element it commits is a new, empty one: the part then draws its content, in that same commit's
 * layout effects, before the browser paints.
 */
export function SnapshotStatic({ children }: { children: ReactNode }) {
  const [kept, setKept] = useState(() => typeof document !== 'undefined' && hydrating);
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (kept && element.current && !element.current.hasChildNodes()) setKept(false);
  }, [kept]);
  return kept ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string, never written (above).
    <div ref={element} data-snapshot-static="" dangerouslySetInnerHTML={keptHtml} suppressHydrationWarning />
  ) : (
    <div data-snapshot-static="">{children}</div>
  );
}

/**
 * True while React hydrates a build-time snapshot, false in every other render: the component is
 * drawn again once hydration is done, in a background (transition) render. The snapshot was drawn
 * without this browser's storage, so a page that reads storage for its first render must draw
 * without it while hydrating, then read it.
 *
 * Not `useSyncExternalStore` with a server snapshot: React redraws such a component synchronously
 * after hydration (a store that differs from its server value), in one task with the whole page
 * below it (issue 23: 35 ms here on the weekly menu).
 */
export function useHydrating(): boolean {
  const [value, setValue] = useState(isHydrating);
  useEffect(() => {
    if (value) startTransition(() => setValue(false));
  }, [value]);
  return value;
}
