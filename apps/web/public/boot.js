// Starts the app on a page served with its build-time snapshot (scripts/prerender.mjs): the
// snapshot paints first, then the code downloads (the entry and the chunks the page needs, listed
// by the build on this tag), so the first screen does not wait for, or share the network with, it.
(() => {
  const tag = document.currentScript;
  if (!tag) return;
  const entry = tag.getAttribute('data-entry');
  const preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // With a stored session the app starts by asking for the account: ask now, while its code
  // downloads (main.tsx takes the answer, src/lib/startup-account.ts).
  let token = null;
  try {
    token = localStorage.getItem('token');
  } catch {}
  if (token) {
    window.__nutritestStartupAccount = {
      token,
      account: fetch('/v1/account', { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } })
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null),
    };
  }
  // A page's first data, asked for with the HTML rather than after the app's code (issue 23): the
  // public configuration every page shows, and the first call of a few first-visit pages. The app
  // takes each answer once, for the same address and session (src/lib/early-get.ts).
  const early = {};
  const get = (url, session) => {
    const headers = { Accept: 'application/json' };
    if (session) headers.Authorization = `Bearer ${session}`;
    early[url] = {
      token: session,
      at: performance.now(),
      response: fetch(url, { headers }).catch(() => null),
    };
  };
  get('/v1/config', null);
  const query = new URLSearchParams(location.search);
  if (location.pathname === '/platos-semanales') {
    get('/v1/meal/MealsByWeek', token);
    get('/v1/meal/prices', token);
  } else if (location.pathname === '/createUser' && !token) {
    const patient = query.get('patient');
    const employee = query.get('user');
    if (patient) get(`/v1/account/fromNutritionist/${encodeURIComponent(patient)}`, null);
    else if (employee) get(`/v1/Account/fromBusiness?${new URLSearchParams({ userdata: employee })}`, null);
  }
  window.__nutritestEarly = early;
  let started = false;
  // A page lists up to ~70 chunks, and adding a `<link rel=modulepreload>` costs the main thread
  // 2–4 ms on this machine (the module's fetch and compile start there; ×4 on a slow phone, measured
  // with a trace, issue 23: total blocking time), and 7–15 ms under Lighthouse's tracing (issue 42:
  // two per task made tasks of 14–30 ms, each over the 12.5 ms a 4× slower phone turns into a long
  // task): one per task, the next one queued at once (a message, not a timer: nested timers wait
  // 4 ms each). A plain script preload is cheaper to add but leaves the module's compilation to the
  // moment it runs, in the hydration's task (tried: worse). The entry's own imports come first.
  const PER_TASK = 1;
  const channel = new MessageChannel();
  let next = 0;
  const preload = () => {
    for (const href of preloads.slice(next, next + PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    next += PER_TASK;
    if (next < preloads.length) channel.port2.postMessage(null);
  };
  channel.port1.onmessage = preload;
  // A returning visitor (the HTML revalidated: 304, headers only) has the app's files in the cache:
  // the module graph loads from it as fast as the preloads would, without a task per file.
  let returning = false;
  try {
    const nav = performance.getEntriesByType('navigation')[0];
    returning = !!nav && nav.transferSize > 0 && nav.transferSize < nav.encodedBodySize;
  } catch {}
  const start = () => {
    if (started || !entry) return;
    started = true;
    if (!returning) preload();
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // A page drawn from its snapshot starts once the browser reports that first paint on screen
  // (the "paint" timing): starting right after the first frame's script, as before, sometimes ran the
  // app's code before the frame reached the screen, and the page stayed blank a second longer on a
  // slow phone (issue 42: first paint 0.2 s in most runs, 1.2 s in a quarter of them). Without a
  // snapshot, or where the browser does not report paints, right after the first frame; a hidden
  // tab (no frames, no paints) starts on the timer, and so does a paint that never comes. That timer
  // is long (5 s): under Lighthouse on a 2-core machine the first paint is reported 2.2–2.3 s after
  // the navigation, and a 1 s timer started the app first, so its ~40 chunks were counted as needed
  // for the first paint (simulated LCP 3.3–4.9 s instead of 1.3–1.5 s, issue 42). Browsers that report
  // paints report this one; the timer only guards against a report that never comes.
  const hasSnapshot = document.getElementById('root')?.firstElementChild != null;
  let painted = false;
  if (hasSnapshot && !document.hidden) {
    try {
      const isFirstPaint = (entry) => entry.name === 'first-contentful-paint';
      if (performance.getEntriesByType('paint').some(isFirstPaint)) painted = true;
      else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
        const observer = new PerformanceObserver((list) => {
          if (!list.getEntries().some(isFirstPaint)) return;
          observer.disconnect();
          setTimeout(start, 0);
        });
        observer.observe({ type: 'paint', buffered: true });
        setTimeout(start, 5000);
        return;
      }
    } catch {}
  }
  if (painted) setTimeout(start, 0);
  else requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
})();
(() => {
  // A phone shows its overlay scrollbar with the first frame of a page taller than the screen and
  // fades it out over the next 300 ms: about 18 frames nobody asked for, drawn while the app starts
  // (issue 42: under Lighthouse each such frame cost the compositor ~8 ms of CPU, half its time in the
  // first 2 s, on a 2-core machine where it competes with the page's own work). The served HTML keeps
  // the root's scrollbar hidden on touch screens (`data-quiet-scrollbar`, scripts/prerender.mjs,
  // decision 091) until the page first scrolls, when it is shown as usual.
  const root = document.documentElement;
  const showScrollbar = () => root.removeAttribute('data-quiet-scrollbar');
  if (window.scrollY !== 0 || window.scrollX !== 0) showScrollbar();
  else addEventListener('scroll', showScrollbar, { once: true, passive: true });
})();
