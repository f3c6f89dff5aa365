import type { MealWeek } from '@nutritest/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { meal, NOW } from '../test-utils';
import { WeekMenu } from './week-menu';

vi.hoisted(() => vi.resetModules());

/** How many times each card was drawn: a card draws its illustration once per render. */
const cardRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../lib/meal-illustration', async (original) => {
  const actual = await original<typeof import('../lib/meal-illustration')>();
  return {
    ...actual,
    mealIllustration: (drawn: Parameters<typeof actual.mealIllustration>[0]) => {
      cardRenders.set(drawn.title, (cardRenders.get(drawn.title) ?? 0) + 1);
      return actual.mealIllustration(drawn);
    },
  };
});

function week(weekId: string, weekstart: string, weekend: string, count: number): MealWeek {
  const mealsList = Array.from({ length: count }, (_, i) =>
    meal({ mealId: `${weekId}-${i}`, weekId, title: `Plato ${weekId} ${i + 1}` }),
  );
  return { weekId, weekstart, weekend, mealsList };
}

describe('WeekMenu', () => {
  it("draws each card once while the week's cards are added a few at a time (issue 42)", async () => {
    cardRenders.clear();
    const weeks = [week('w30', '2026-11-30', '2026-12-06', 8)];
    render(<WeekMenu weeks={weeks} now={NOW} priceCents={39_000} onAdd={() => {}} />);
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(8));
    // Three background renders (3, 6, then 8 cards): before, every card already there was drawn again
    // in each, 17 card renders for 8 cards.
    expect([...cardRenders.values()]).toEqual(Array(8).fill(1));
  });

  it('draws a week of eight cards three at a time, never all in one commit, and says it is busy meanwhile', async () => {
    const drawnPerCommit: number[] = [];
    const busyPerCommit: boolean[] = [];
    const nextWeekPerCommit: number[] = [];
    const weeks = [week('w30', '2026-11-30', '2026-12-06', 8), week('w07', '2026-12-07', '2026-12-13', 7)];
    render(
      <Profiler
        id="menu"
        onRender={() => {
          drawnPerCommit.push(document.querySelectorAll('article').length);
          nextWeekPerCommit.push(screen.queryAllByRole('article', { name: /^Plato w07 / }).length);
          busyPerCommit.push(document.querySelector('ul[aria-busy="true"]') !== null);
        }}
      >
        <WeekMenu weeks={weeks} now={NOW} priceCents={39_000} onAdd={() => {}} />
      </Profiler>,
    );
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(8));
    expect(drawnPerCommit[0]).toBe(3);
    expect(drawnPerCommit.at(-1)).toBe(8);
    for (let i = 1; i < drawnPerCommit.length; i++) {
      expect(drawnPerCommit[i]! - drawnPerCommit[i - 1]!).toBeLessThanOrEqual(3);
    }
    expect(busyPerCommit[0]).toBe(true);
    expect(busyPerCommit.at(-1)).toBe(false);
    expect(panel.querySelector('ul')).toHaveAttribute('aria-busy', 'false');

    // Another week starts again from its first three cards and ends with all of them.
    await userEvent.setup().click(screen.getByRole('tab', { name: /07\/12/ }));
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(7));
    expect(within(screen.getByRole('tabpanel')).getByRole('article', { name: 'Plato w07 7' })).toBeInTheDocument();
    const drawnOfNext = nextWeekPerCommit.filter((n) => n > 0);
    expect(drawnOfNext[0]).toBe(3);
    expect(drawnOfNext.at(-1)).toBe(7);
  });

  it("labels each card's day select (the browser's own), describes it and the Agregar button by the hint under it", async () => {
    render(
      <WeekMenu weeks={[week('w30', '2026-11-30', '2026-12-06', 1)]} now={NOW} priceCents={39_000} onAdd={() => {}} />,
    );
    const card = screen.getByRole('article', { name: 'Plato w30 1' });
    const day = within(card).getByRole('combobox', { name: 'Día de entrega' });
    // The browser's own <select>: no listbox popup to open.
    expect(day.tagName).toBe('SELECT');
    expect(day).toHaveAccessibleDescription('Elegí un día');
    expect(within(card).getByRole('button', { name: 'Agregar' })).toHaveAccessibleDescription('Elegí un día');
  });
});
