/**
 * The GETs /boot.js (public/boot.js) starts with the HTML, before the app's code has arrived: the
 * public configuration on every page and the first data of a few first-visit pages (the weekly menu,
 * an invitation). The app takes each answer once, for the same address and session, within a few
 * seconds of the page's start; anything else goes to the network as usual (issue 23: a page's data
 * asked for with its code, not after it).
 */
interface EarlyGet {
  token: string | null;
  at: number;
  response: Promise<Response | null>;
}

/** Older answers are not used: the page has moved on and the data may have changed. */
const MAX_AGE_MS = 15_000;

export function takeEarlyGet(url: string, token: string | null): Promise<Response | null> | undefined {
  const started = (window as { __nutritestEarly?: Record<string, EarlyGet> }).__nutritestEarly;
  const early = started?.[url];
  if (!started || !early) return undefined;
  delete started[url];
  if (early.token !== token || performance.now() - early.at > MAX_AGE_MS) return undefined;
  return early.response;
}
