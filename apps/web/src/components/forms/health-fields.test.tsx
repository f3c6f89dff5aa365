import { customerProfileSchema } from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HealthFields } from './health-fields';
import { renderFields } from './test-form';

const reference = {
  data: {
    pathologies: [
      { id: 1, name: 'Diabetes' },
      { id: 2, name: 'Hipertensión' },
    ],
    familyHistories: [{ id: 3, name: 'Sobrepeso' }],
  },
  isPending: false,
  error: null,
};

describe('HealthFields', () => {
  it('checks the lists by id and shows a message under the group', async () => {
    const schema = customerProfileSchema
      .pick({ pathologies: true, familyHistories: true })
      .extend({ pathologies: z.array(z.number()).max(1, 'Una como máximo.') });
    renderFields(schema, { pathologies: [1], familyHistories: [] }, (form) => (
      <HealthFields form={form} reference={reference} between={<p>Entre las dos</p>} />
    ));
    const pathologies = screen.getByRole('group', { name: 'Patologías' });
    expect(within(pathologies).getByRole('checkbox', { name: 'Diabetes' })).toBeChecked();
    expect(screen.getByText('Entre las dos')).toBeVisible();
    await userEvent.setup().click(within(pathologies).getByRole('checkbox', { name: 'Hipertensión' }));
    await waitFor(() => expect(within(pathologies).getByText('Una como máximo.')).toBeVisible());
    expect(
      within(screen.getByRole('group', { name: 'Antecedentes familiares' })).getByRole('checkbox', {
        name: 'Sobrepeso',
      }),
    ).not.toBeChecked();
  });

  it('says so when the lists could not be loaded', () => {
    renderFields(customerProfileSchema.pick({ pathologies: true, familyHistories: true }), {}, (form) => (
      <HealthFields form={form} reference={{ isPending: false, error: new Error('Sin conexión.') }} />
    ));
    expect(screen.getByRole('alert')).toHaveTextContent('Sin conexión.');
  });
});
