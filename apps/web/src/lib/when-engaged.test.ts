import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEngagementForTests, whenEngaged } from './when-engaged';

describe('whenEngaged', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetEngagementForTests();
  });
  afterEach(() => {
    resetEngagementForTests();
    vi.useRealTimers();
  });

  it('loads nothing while the visitor only looks at the page, however long', () => {
    const task = vi.fn();
    whenEngaged(task);
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
  });

  it.each([
    ['pointerdown', () => window.dispatchEvent(new Event('pointerdown'))],
    ['keydown', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
    ['focusin', () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
    ['touchstart', () => window.dispatchEvent(new Event('touchstart'))],
  ])('runs every waiting task after the first %s, outside the event, once', (_name, interact) => {
    const first = vi.fn();
    const second = vi.fn();
    whenEngaged(first);
    whenEngaged(second);
    interact();
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    interact();
    vi.advanceTimersByTime(100);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('runs a task asked for after the first interaction soon, without waiting for another', () => {
    whenEngaged(() => {});
    window.dispatchEvent(new Event('pointerdown'));
    const late = vi.fn();
    whenEngaged(late);
    vi.advanceTimersByTime(100);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
