import '@testing-library/jest-dom/vitest';
import { StyleSheet } from '@emotion/sheet';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetPublicConfig } from '../src/lib/public-config';

// findBy*/waitFor wait up to 1 s by default: too short for a lazy route's first render on a busy
// 2-core machine. A longer wait changes nothing for a passing test, it only ends sooner.
configure({ asyncUtilTimeout: 5_000 });

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetPublicConfig();
});
