import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';
import { useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../../lib/public-config';

/** Gap between the button and the screen's edge, or a toast under it (px). */
const EDGE = { phone: 16, wide: 24 } as const;
const GAP = 8;

/**
 * What the button must never cover (issue 22): form fields and whole forms (the card frame, its
 * security code, a form's buttons), toasts and alerts, and anything a page marks `data-keep-clear`;
 * amounts of money are recognised by `isValue`.
 */
export const KEEP_CLEAR = [
  'form',
  'input',
  'textarea',
  'select',
  'iframe',
  'output',
  '[contenteditable="true"]',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="spinbutton"]',
  '[role="slider"]',
  '[role="alert"]',
  '[role="status"]',
  '.MuiSnackbar-root',
  '.MuiAlert-root',
  '[data-keep-clear]',
].join(', ');

/** A price or a total on screen ('USD 249', '$ 1.240'): a short piece of text with an amount of money. */
const MONEY = /(?:USD|UYU|U\$S|US\$|\$)\s?\d/;
export function isValue(element: Element): boolean {
  // The text of an element with children is never read: for the page's containers (the probe meets
  // <html>, <body>, the page's frame) it is the whole page's text, built anew for every element.
  if (element.childElementCount !== 0) return false;
  const text = element.textContent ?? '';
  return text.length <= 40 && MONEY.test(text);
}

/** How far above the bottom edge the button must sit to clear the toasts shown at the bottom. */
export function liftOverToasts(button: DOMRect, toasts: readonly DOMRect[], viewportHeight: number, base: number) {
  let bottom = base;
  for (const toast of toasts) {
    const sharesColumn = toast.left < button.right && toast.right > button.left;
    const nearBottom = toast.bottom > viewportHeight / 2;
    if (toast.width > 0 && toast.height > 0 && sharesColumn && nearBottom) {
      bottom = Math.max(bottom, viewportHeight - toast.top + GAP);
    }
  }
  return bottom;
}

/** An idle callback (at most 300 ms later), or a short timer where the browser has none. */
function requestIdle(task: () => void): number {
  if ('requestIdleCallback' in window) return window.requestIdleCallback(task, { timeout: 300 });
  return setTimeout(task, 50) as unknown as number;
}
function cancelIdle(handle: number) {
  if ('cancelIdleCallback' in window) window.cancelIdleCallback(handle);
  else clearTimeout(handle);
}

/**
 * Whether something that must stay clear lies under the button: a 3 × 3 grid of points is probed.
 * The nine points share most of what lies under them (the page's frame, its sections): each element
 * is looked at once (issue 42: the probe was a long task of 13–28 ms in the menu's start).
 */
export function coversSomething(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  const seen = new Set<Element>();
  for (const fx of [0.15, 0.5, 0.85]) {
    for (const fy of [0.15, 0.5, 0.85]) {
      for (const element of document.elementsFromPoint(box.left + box.width * fx, box.top + box.height * fy)) {
        if (seen.has(element)) continue;
        seen.add(element);
        if (!button.contains(element) && (isValue(element) || element.closest(KEEP_CLEAR))) return true;
      }
    }
  }
  return false;
}

/**
 * The floating WhatsApp contact button shown on every screen (doc 1 §1). It keeps clear of what
 * people read and type (issue 22): it rises above a toast at the bottom of the screen, and it steps
 * aside (hidden, out of the tab order) while a form field, a form, an alert or a price lies under
 * it, coming back once the page scrolls on. It sits under dialogs and drawers.
 */
export function ContactButton() {
  const { whatsappNumber } = usePublicConfig();
  const text = encodeURIComponent('Hola, tengo una consulta sobre NutriTest.');
  const button = useRef<HTMLAnchorElement>(null);
  const [lift, setLift] = useState<number | null>(null);
  const [covering, setCovering] = useState(false);
  // The first measurement is applied at once: a button that starts over a form (the sign-up page's)
  // is hidden in one frame, not faded over twelve while the page starts (issue 42). Later changes,
  // which answer what the person does, fade.
  const [measured, setMeasured] = useState(false);
  const [fades, setFades] = useState(false);

  useEffect(() => {
    if (typeof document.elementsFromPoint !== 'function') return;
    let frame = 0;
    let idle = 0;
    const measure = () => {
      if (frame) cancelAnimationFrame(frame);
      if (idle) cancelIdle(idle);
      frame = 0;
      idle = 0;
      const element = button.current;
      if (!element) return;
      const base = window.innerWidth >= 768 ? EDGE.wide : EDGE.phone;
      const toasts = [...document.querySelectorAll('.MuiSnackbar-root')].map((toast) => toast.getBoundingClientRect());
      const bottom = liftOverToasts(element.getBoundingClientRect(), toasts, window.innerHeight, base);
      setLift(bottom === base ? null : bottom);
      setCovering(coversSomething(element));
      setMeasured(true);
    };
    // What the person does (scrolling, resizing, moving the focus) is answered on the next frame.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // Changes of the page itself (a page drawing, data arriving) are answered once the browser is
    // idle: while a page draws, every frame's nine probes forced a layout of their own, a long task
    // in the page's start (issue 23); one probe after the burst is enough.
    const scheduleIdle = () => {
      if (!frame && !idle) idle = requestIdle(measure);
    };
    const observer = new MutationObserver(scheduleIdle);
    observer.observe(document.body, { childList: true, subtree: true });
    const events = ['scroll', 'resize', 'transitionend', 'animationend', 'focusin'] as const;
    for (const name of events) window.addEventListener(name, schedule, { capture: true, passive: true });
    scheduleIdle();
    return () => {
      observer.disconnect();
      for (const name of events) window.removeEventListener(name, schedule, { capture: true });
      if (frame) cancelAnimationFrame(frame);
      if (idle) cancelIdle(idle);
    };
  }, []);

  // Moving the button changes what lies under it: measure again once it has moved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lift is the trigger, not an input.
  useEffect(() => {
    const element = button.current;
    if (!element || typeof document.elementsFromPoint !== 'function') return;
    const frame = requestAnimationFrame(() => setCovering(coversSomething(element)));
    return () => cancelAnimationFrame(frame);
  }, [lift]);

  // Once the first measurement is on screen, the fades are turned on. Reading the computed style
  // first makes the browser take the unfaded style as the starting point of any later transition.
  useEffect(() => {
    const element = button.current;
    if (!measured || !element) return;
    getComputedStyle(element).opacity;
    setFades(true);
  }, [measured]);

  return (
    <Fab
      ref={button}
      component="a"
      href={`https://wa.me/${whatsappNumber}?text=${text}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escribinos por WhatsApp"
      data-covering={covering ? 'true' : undefined}
      sx={{
        position: 'fixed',
        right: { xs: EDGE.phone, sm: EDGE.wide },
        bottom: lift === null ? { xs: EDGE.phone, sm: EDGE.wide } : lift,
        // Above the pages' sticky bars (app bar level), under drawers, dialogs and toasts.
        zIndex: (t) => t.zIndex.appBar + 1,
        bgcolor: '#1f8f4e',
        color: '#fff',
        '&:hover': { bgcolor: '#17733e' },
        transition: (t) =>
          fades
            ? t.transitions.create(['bottom', 'opacity', 'visibility'], { duration: t.transitions.duration.shorter })
            : 'none',
        // Hidden in place (no scaling), so that the probe keeps measuring the same box.
        ...(covering && { opacity: 0, visibility: 'hidden', pointerEvents: 'none' }),
      }}
    >
      <WhatsAppIcon />
    </Fab>
  );
}
