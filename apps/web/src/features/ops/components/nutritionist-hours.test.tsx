import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderSignedIn } from '../../../../test/signed-in-harness';

afterEach(() => vi.unstubAllGlobals());

describe("operations: a nutritionist's consultation hours", () => {
  it('picks a nutritionist and saves her hours with her id', async () => {
    const nutriId = '11111111-1111-4111-8111-111111111111';
    const { requests } = await renderSignedIn(
      makeAccount('Operator'),
      '/dashboard',
      (r) => {
        if (r.url === '/v1/ops/nutritionists') {
          return {
            status: 200,
            body: [{ id: nutriId, name: 'Lucía Fernández', email: 'nutri@demo.uy', publicCode: 'NUTRI1' }],
          };
        }
        if (r.url.startsWith('/v1/consultations/availability')) {
          return {
            status: 200,
            body:
              r.method === 'PUT' ? r.body : { windows: [{ weekday: 1, start: '09:00', end: '12:00' }], exceptions: [] },
          };
        }
        if (r.url.startsWith('/v1/ops/')) return { status: 200, body: [] };
        return undefined;
      },
      'Consola de operaciones',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Agenda de nutricionistas' }));
    await user.selectOptions(await screen.findByLabelText('Nutricionista'), nutriId);
    await user.click(await screen.findByRole('button', { name: 'Guardar disponibilidad' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.url).toBe(
        `/v1/consultations/availability?nutritionistId=${nutriId}`,
      ),
    );
    expect(await screen.findByText('Disponibilidad guardada.')).toBeInTheDocument();
  });
});
