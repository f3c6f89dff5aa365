/**
 * Ends the current task and resumes in a new one, so that the browser can paint and answer input in
 * between (issue 23: total blocking time). The app's start is several pieces of work of 10–30 ms
 * each on a fast machine (evaluating the modules, building the router, hydrating): run in one task
 * they block a slow phone for over 400 ms; each in its own task, none blocks for long.
 * `scheduler.yield()` (Chromium) resumes ahead of other queued tasks; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
