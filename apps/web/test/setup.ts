import '@testing-library/jest-dom/vitest';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StyleSheet } from '@emotion/sheet';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, vi } from 'vitest';
import { resetPublicConfig } from '../src/lib/public-config';
import { emotionCache } from '../src/lib/theme';
import { installAccessibleNameStyles } from './accessible-name-styles';

// findBy*/waitFor wait up to 1 s by default: too short for a lazy route's first render on a busy
// 2-core machine, beside another suite (issue 42: waits catch hangs, not slowness). A longer wait
// changes nothing for a passing test, it only ends sooner.
// Role queries consider every element, hidden or not (decision 083): checking what is exposed to
// assistive technology cost a fifth of this project's CPU in jsdom, without the CSS it would need to
// be meaningful; the browser journeys check it with real styles.
configure({ asyncUtilTimeout: 20_000, defaultHidden: true });
// Accessible names read display and visibility without jsdom's style matching (test/accessible-name-styles.ts).
installAccessibleNameStyles();

// Emotion's CSS rules are not put into jsdom (issue 19). jsdom computes every style by matching each
// element against every rule of the document, and the rules of MUI's components pile up over a test
// file: getComputedStyle, called by every *ByRole query and toBeVisible, took about half of the
// component tests' time (meals-page.test.tsx: 21 s → 9 s). Component tests check behaviour, texts and
// ARIA; what CSS shows or hides is checked in the browser journeys (e2e/). A file that asserts a style
// or a visibility that comes from CSS says so with `keepStyles()` (test/styles.ts) at its top.
const insertRule = StyleSheet.prototype.insert;
StyleSheet.prototype.insert = function insert(rule: string) {
  if ((globalThis as { __keepStyles?: boolean }).__keepStyles) insertRule.call(this, rule);
};

// The files of a worker share its loaded modules (vite.config.ts, isolate: false), this setup runs
// again before each file: what a file left in shared state goes. Emotion's caches (the app's and
// Emotion's default one) remember which rules they inserted; a file that keeps styles must get its
// rules written into its own document, whatever an earlier file did.
(globalThis as { __keepStyles?: boolean }).__keepStyles = false;
for (const cache of [
  emotionCache,
  (CacheProvider as unknown as { _currentValue?: EmotionCache | null })._currentValue ?? null,
]) {
  if (!cache || typeof document === 'undefined') continue;
  cache.sheet.flush();
  cache.sheet.container = document.head;
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}

// React's development build records an "owner stack" for each element it creates (an Error captured
// per JSX element, up to 10,000 a second) so its warnings can say which component made the element.
// In the component tests that was ~8 % of the CPU (a profile of meals-page.test.tsx: createElement and
// jsx at the top of the self time). The counter that caps it is held at its cap: warnings still
// print, with the component stack but without the owner stack (issue 19).
const internals = (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: object })
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => {}, configurable: true });
}

// A file does not end while a module it started loading (a lazy route, tab or form validation,
// a preload on first interaction) is still on its way. Vitest ends a file by cancelling the module
// fetches still pending, and with the worker's modules shared between files (isolate: false) the
// cancelled module stays broken for every later file of that worker: the profile page's tests drew
// the error page when a file before them had started loading the consultations feature (issue 42; the
// payouts tabs seen once before were the same).
afterAll(async () => {
  await vi.dynamicImportSettled();
});

afterEach(() => {
  cleanup();
  // What a test wrote into the page itself (`document.body.innerHTML = …`, not through render) goes
  // too: with the files sharing a worker, the next file's queries found it (a second <main>).
  if (typeof document !== 'undefined') document.body.replaceChildren();
  localStorage.clear();
  // Absent in the files that run in Node (the PDF tests).
  globalThis.sessionStorage?.clear();
  resetPublicConfig();
});

// jsdom (not the files run in Node) has the <dialog> element without its methods (the zone dialog of /platos-semanales uses
// them): opening and closing as a browser does, without the top layer and the inert page behind it,
// which the browser journeys check.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
