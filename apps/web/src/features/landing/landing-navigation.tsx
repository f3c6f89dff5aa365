import { createContext, type MouseEvent, useContext } from 'react';

/**
 * How a landing link moves to an app route. The landing is drawn either on its own (the first
 * visit to `/`, without the router: see main.tsx) or as a route of the app; each host says how to
 * go somewhere else. Without a host the links are plain anchors (a full page load).
 */
export interface LandingNavigation {
  navigate(to: string): void;
  /** Starts loading what `navigate` will need (on hover or focus), so the click feels instant. */
  prepare?(): void;
}

export const LandingNavigationContext = createContext<LandingNavigation | null>(null);

/** Props for an anchor (MUI Button or Link with `href`) that goes to an app route. */
export function useLandingLink(to: string) {
  const host = useContext(LandingNavigationContext);
  return {
    href: to,
    onClick(event: MouseEvent<HTMLElement>) {
      if (!host || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      host.navigate(to);
    },
    onPointerEnter: host?.prepare,
    onFocus: host?.prepare,
  };
}
