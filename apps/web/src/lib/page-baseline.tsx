import CssBaseline from '@mui/material/CssBaseline';
import { useState } from 'react';

/**
 * Whether the page's HTML already carries the baseline styles: a page drawn at build time has them
 * in its head as `<style data-snapshot-global>` (scripts/snapshot-html.mjs).
 */
export const carriesBaseline = (): boolean =>
  typeof document !== 'undefined' && document.querySelector('style[data-snapshot-global]') !== null;

/**
 * MUI's baseline styles (`CssBaseline`: the page's margins, box sizing, font, the fields' autofill
 * keyframes), unless the page's HTML already carries them. Emotion's global styles take a snapshot's
 * tag over by moving it within the head, and moving a `<style>` makes the browser drop its sheet, add
 * it again and restyle the whole page (every element: its rules start with `html`, `*`, `body`) in the
 * middle of the app's start: 18–56 ms of the main thread on the landing here (issue 42, a trace with
 * the browser's invalidation tracking). Those styles do not change while the app runs (one theme), so
 * a page that carries them keeps them as they are and this draws nothing; any other page (the app's
 * shell, the build's prerender itself) gets them from `CssBaseline`.
 */
export function PageBaseline() {
  const [carried] = useState(carriesBaseline);
  return carried ? null : <CssBaseline />;
}
