import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { type KeyboardEvent, useRef } from 'react';

export interface LightTab {
  id: string;
  label: string;
  /** The id of the panel this tab shows. */
  controls: string;
}

/**
 * A row of tabs for a page's first screen, without MUI's Tabs (≈ 5.6 kB gzip of scroll buttons and
 * an animated indicator a short row does not need): WAI-ARIA's tabs pattern — one tab in the tab
 * order, arrow keys / Home / End move and select, the row scrolls sideways on a narrow screen and the
 * selected tab scrolls into view. Used on the first screens that must draw fast (the weekly menu, the results): MUI's Tabs measures
 * every tab after each render, a forced layout in the page's first long task (issue 23).
 */
export function LightTabs({
  tabs,
  value,
  onChange,
  label,
  fullWidth = false,
  onPreview,
}: {
  tabs: readonly LightTab[];
  value: number;
  onChange: (index: number) => void;
  label: string;
  /**
   * The tabs share the row's width and their labels wrap instead of scrolling sideways: always, or
   * ('phone') on screens narrower than the `sm` breakpoint, by CSS alone, so that the page's snapshot
   * drawn at build time already has the phone's look (issue 23).
   */
  fullWidth?: boolean | 'phone';
  /** A tab pointed at or focused, before it is chosen (to fetch its panel's code early). */
  onPreview?: (index: number) => void;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onChange(next);
    const el = refs.current[next];
    el?.focus();
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: value + 1,
      ArrowLeft: value - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        overflowX: 'auto',
        borderBottom: 1,
        borderColor: 'divider',
        mb: 2,
        scrollbarWidth: 'thin',
      }}
    >
      {tabs.map((tab, i) => {
        const selected = i === value;
        const shared = <T, U>(yes: T, no: U) => (fullWidth === 'phone' ? { xs: yes, sm: no } : fullWidth ? yes : no);
        return (
          <ButtonBase
            key={tab.id}
            ref={(el: HTMLButtonElement | null) => {
              refs.current[i] = el;
            }}
            id={tab.id}
            role="tab"
            aria-selected={selected}
            aria-controls={tab.controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(i)}
            onPointerEnter={onPreview && (() => onPreview(i))}
            onFocus={onPreview && (() => onPreview(i))}
            sx={{
              flexShrink: shared(1, 0),
              flexGrow: shared(1, 0),
              flexBasis: shared(0, 'auto'),
              lineHeight: 1.25,
              minHeight: 48,
              px: shared(1, 2),
              fontWeight: 700,
              fontSize: '0.875rem',
              textTransform: 'uppercase',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
