import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { alpha, createTheme, keyframes } from '@mui/material/styles';
import { createElement, type ReactNode } from 'react';

/**
 * Emotion's cache for the whole app (landing-shell.tsx and providers.tsx give it to every page).
 * A page drawn at build time carries its component styles in the head as
 * `<style data-snapshot-css="<names>">` (scripts/snapshot-html.mjs): the cache learns those names, so
 * it does not insert them again, and leaves the tags where they are. Emotion's own way, finding them
 * by `data-emotion` and moving each to the end of the head, made the browser rebuild the sheets and
 * restyle the whole page while the app started (issue 23).
 */
export const emotionCache: EmotionCache | null = typeof document === 'undefined' ? null : snapshotAwareCache();

/**
 * `children` with the app's Emotion cache. Not on the server (the build's prerender): there each
 * render must write every style it uses into its HTML, which Emotion does with a cache of its own per
 * render; a cache shared by the build's renders would leave out of a page the styles an earlier page
 * already had.
 */
export const withAppStyles = (children: ReactNode): ReactNode =>
  emotionCache ? createElement(CacheProvider, { value: emotionCache }, children) : children;

/** A new cache knowing the names of the styles a snapshot carries in the head. */
export function snapshotAwareCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  if (typeof document === 'undefined') return cache;
  for (const tag of document.querySelectorAll('style[data-snapshot-css]')) {
    for (const name of (tag.getAttribute('data-snapshot-css') ?? '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}

/** Brand colours of doc 1 §1, each with a light translucent variant for backgrounds and chips. */
export const brand = {
  primary: '#7c67e2',
  text: '#2d2a3e',
  background: '#f7f6fc',
  success: '#2e9e5b',
  warning: '#e6a11a',
  red: '#e5484d',
  orange: '#f08c38',
  yellow: '#f2c94c',
  green: '#3bb273',
} as const;

export const brandLight = Object.fromEntries(
  Object.entries(brand).map(([name, colour]) => [name, alpha(colour, 0.12)]),
) as Record<keyof typeof brand, string>;

declare module '@mui/material/styles' {
  interface Palette {
    brandLight: typeof brandLight;
    filter: { red: string; orange: string; yellow: string; green: string };
  }
  interface PaletteOptions {
    brandLight?: typeof brandLight;
    filter?: { red: string; orange: string; yellow: string; green: string };
  }
  interface BreakpointOverrides {
    xs: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
  }
}

/**
 * How long a wait goes before a loading spinner shows (issue 42). Under about a second a wait needs no
 * indicator (Nielsen's response-time limits: the user's flow is not broken), so a spinner that shows
 * at once only flashes on a fast load; past it, the spinner fades in and turns. Until then it is
 * there but transparent, and nothing on screen moves: no frame to draw while the page's code starts.
 * Measured on the empty-cache `/foods` (Lighthouse, 15 runs of each build, interleaved): a spinner
 * turning from the first paint meant a new frame every 16 ms while the app started, and total
 * blocking time over 200 ms in 11 of 15 runs; with this wait, in 3 (decision 089).
 */
export const SPINNER_DELAY_MS = 1000;
const spinnerTurn = keyframes`
  to { transform: rotate(360deg); }
`;
const spinnerAppear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const theme = createTheme(
  {
    breakpoints: { values: { xs: 0, sm: 768, md: 960, lg: 1280, xl: 1920 } },
    palette: {
      mode: 'light',
      // Text and buttons use a slightly deeper shade of the brand purple: #7c67e2 gives white text
      // only 4.3:1, under WCAG AA's 4.5:1 (docs/decisions/009-accessible-primary.md).
      primary: { main: '#6f58dc', light: brand.primary, dark: '#5a45c4', contrastText: '#ffffff' },
      secondary: { main: '#4a3aa8' },
      text: { primary: brand.text, secondary: '#5d5a70' },
      background: { default: brand.background, paper: '#ffffff' },
      // White text on the brand green #2e9e5b is 3.4:1 (a filled success toast failed axe): buttons and
      // filled alerts use a deeper green, 4.9:1 (decision 022, like decision 009's primary).
      success: { main: '#23804a', light: brand.success, contrastText: '#ffffff' },
      warning: { main: brand.warning },
      error: { main: '#c62f35' },
      brandLight,
      filter: { red: brand.red, orange: brand.orange, yellow: brand.yellow, green: brand.green },
    },
    typography: {
      fontFamily: '"Nunito", "Segoe UI", system-ui, -apple-system, sans-serif',
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 700 },
    },
    shape: { borderRadius: 12 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999 } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // The text fields' autofill keyframes once, with the baseline styles, instead of a style sheet
      // of their own added by every field (MUI's default: eleven on the menu with its cards, each one
      // a new sheet and a restyle of the page while the cards are drawn; issue 23). Same rules as
      // MUI's InputBase, which starts an animation on autofill to notice it.
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
      // Spinners turn only (a transform the compositor runs on its own) instead of also growing and
      // shrinking their arc, which MUI animates through the circle's stroke and which repaints the page
      // on the main thread every frame: on the menu's first load, 43 frames, 248 ms of the main thread
      // while its code starts (issue 42: total blocking time, measured with a trace).
      // A page's or a section's loading spinner waits a second before it shows (SPINNER_DELAY_MS).
      // A button's (color 'inherit', beside its label) shows at once: it answers a press.
      MuiCircularProgress: {
        defaultProps: { disableShrink: true },
        styleOverrides: {
          root: ({ ownerState }) =>
            ownerState.variant === 'indeterminate' && ownerState.color !== 'inherit'
              ? {
                  animation: `${spinnerTurn} 1.4s linear ${SPINNER_DELAY_MS}ms infinite, ${spinnerAppear} 0.2s ease-out ${SPINNER_DELAY_MS}ms both`,
                }
              : {},
        },
      },
      // A placeholder's pulse waits as long (MUI's own wait: half a second): the gray shape is there
      // from the first paint and still, and it starts to pulse only on a wait worth showing.
      MuiSkeleton: { styleOverrides: { pulse: { animationDelay: `${SPINNER_DELAY_MS}ms` } } },
      MuiCssBaseline: {
        styleOverrides: {
          '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
          '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
        },
      },
    },
  },
  // MUI's own screen-reader texts in Spanish ('Cerrar', not 'Close'; issue 22, decision 022), for
  // the components the app uses. Not the whole `esES` locale: it carries the table, rating and
  // breadcrumbs texts and a number formatter into every page (≈ 1.3 kB gzip) for components we do
  // not draw. 'Abrir' rather than esES's 'Abierto': the button names an action.
  {
    components: {
      MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
      MuiAutocomplete: {
        defaultProps: {
          clearText: 'Borrar',
          closeText: 'Cerrar',
          loadingText: 'Cargando…',
          noOptionsText: 'Sin opciones',
          openText: 'Abrir',
        },
      },
      MuiPagination: {
        defaultProps: {
          'aria-label': 'Paginación',
          getItemAriaLabel: (type: string, page: number | null, selected: boolean) =>
            type === 'page'
              ? `${selected ? '' : 'Ir a la '}página ${page}`
              : type === 'first'
                ? 'Ir a la primera página'
                : type === 'last'
                  ? 'Ir a la última página'
                  : type === 'next'
                    ? 'Ir a la página siguiente'
                    : 'Ir a la página anterior',
        },
      },
    },
  },
);
