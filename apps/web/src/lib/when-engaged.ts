/**
 * Code a page may need later (a dialog, a form's validation, another tab) is fetched once the
 * visitor first does something on the page — touches it, moves the mouse, presses a key, moves the
 * focus, scrolls with a wheel — and then when the browser has a moment, not while the page loads.
 *
 * Before (issue 42), such chunks loaded as soon as the browser was idle after the first screen: on
 * a slow phone their evaluation (zod's schemas alone: 35–55 ms here, four times that on a phone)
 * landed in the seconds the visitor starts reading and scrolling, as long tasks that block input.
 * Waiting for the first interaction moves that work to a moment the visitor is already acting,
 * and to no moment at all for a visit that only reads. Everything loaded this way also loads on
 * demand (a click before it arrived waits for it), so the order of events never matters.
 */
const ENGAGEMENT = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart', 'wheel'] as const;

let engaged = false;
let waiting: Array<() => void> = [];

function runSoon(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 50);
}

function onEngagement() {
  if (engaged) return;
  engaged = true;
  for (const type of ENGAGEMENT) window.removeEventListener(type, onEngagement, true);
  const tasks = waiting;
  waiting = [];
  // One task each, after the event's own handlers: the interaction is not kept waiting.
  for (const task of tasks) runSoon(task);
}

/** Runs `task` after the visitor's first interaction with the page (right away if it happened). */
export function whenEngaged(task: () => void): void {
  if (typeof window === 'undefined') return;
  if (engaged) {
    runSoon(task);
    return;
  }
  if (waiting.length === 0) {
    for (const type of ENGAGEMENT) window.addEventListener(type, onEngagement, { capture: true, passive: true });
  }
  waiting.push(task);
}

/** Tests only: forget that the page was engaged. */
export function resetEngagementForTests(): void {
  engaged = false;
  waiting = [];
  for (const type of ENGAGEMENT) window.removeEventListener(type, onEngagement, true);
}
