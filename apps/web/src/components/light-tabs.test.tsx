import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LightTabs } from './light-tabs';

function Harness() {
  const [value, setValue] = useState(1);
  const tabs = ['Semana 1', 'Semana 2', 'Semana 3'].map((label, i) => ({ id: `t${i}`, label, controls: `p${i}` }));
  return <LightTabs tabs={tabs} value={value} onChange={setValue} label="Semanas" />;
}

describe('LightTabs', () => {
  it('follows the tabs pattern: one tab in the tab order, arrows, Home and End select', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Semanas' })).toBeInTheDocument();
    const second = screen.getByRole('tab', { name: 'Semana 2', selected: true });
    expect(second).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('aria-controls', 'p1');
    expect(screen.getByRole('tab', { name: 'Semana 1' })).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Semana 3', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Semana 1', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Semana 3', selected: true })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Semana 1', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Semana 2' }));
    expect(screen.getByRole('tab', { name: 'Semana 2', selected: true })).toBeInTheDocument();
  });
});
