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
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // Right after the first frame; a hidden tab (no frames) starts on the timer.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
})();
