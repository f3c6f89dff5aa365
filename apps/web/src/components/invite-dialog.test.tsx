import { ThemeProvider } from '@mui/material/styles';
import { AppError, invitationTexts, messages } from '@nutritest/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { theme } from '../lib/theme';
import { InviteDialog, type InviteFormValues } from './invite-dialog';

afterEach(() => vi.useRealTimers());

function Harness({ send, warning }: { send: (values: InviteFormValues) => Promise<unknown>; warning?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <InviteDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Invitar paciente"
        description="Le enviamos un correo."
        warning={warning}
        send={send}
      />
    </>
  );
}

function renderDialog(send: (values: InviteFormValues) => Promise<unknown>, warning?: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <Harness send={send} warning={warning} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Invitar paciente' });
}

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'lucia@test.uy') {
  await user.type(screen.getByLabelText('Nombre'), 'Lucía');
  await user.type(screen.getByLabelText('Apellido (opcional)'), 'Gómez');
  await user.type(screen.getByLabelText('Correo electrónico'), email);
}

describe('InviteDialog', () => {
  it('asks for name and e-mail next to the fields, and sends nothing', async () => {
    const send = vi.fn(async () => ({}));
    const dialog = renderDialog(send, invitationTexts.placesWarning);
    expect(within(dialog).getByText(invitationTexts.placesWarning)).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    // The first check waits for the validation's code (lib/lazy-resolver.ts).
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(messages.required));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(messages.required);
    expect(screen.getByLabelText('Apellido (opcional)')).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await user.tab();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(messages.emailFormat);
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's 409 at the e-mail field and in a warning banner", async () => {
    const send = vi.fn(async () => {
      throw new AppError('CONFLICT', messages.emailAlreadyLoaded, {
        'newAccountInfo.email': messages.emailAlreadyLoaded,
      });
    });
    const dialog = renderDialog(send);
    const user = userEvent.setup();
    await fill(user, 'ana@test.uy');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(messages.emailAlreadyLoaded),
    );
    const banner = within(dialog).getByRole('alert');
    expect(banner).toHaveTextContent(messages.emailAlreadyLoaded);
    expect(banner).toHaveClass('MuiAlert-colorWarning');
    expect(send).toHaveBeenCalledWith(
      { firstName: 'Lucía', lastName: 'Gómez', email: 'ana@test.uy' },
      expect.anything(),
    );
    // The dialog stays open to fix the e-mail.
    expect(screen.getByRole('dialog', { name: 'Invitar paciente' })).toBeVisible();
  });

  it('sends once, shows the success banner, closes after 4 s and hides the banner after 9 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let resolve: (value: unknown) => void = () => {};
    const send = vi.fn((_values: InviteFormValues) => new Promise((r) => (resolve = r)));
    const dialog = renderDialog(send);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('Nombre'), 'Lucía');
    await user.type(screen.getByLabelText('Correo electrónico'), 'LUCIA@test.uy');
    const submit = within(dialog).getByRole('button', { name: 'Enviar' });
    await user.click(submit);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Enviando...' })).toBeDisabled());
    // Enter in a field submits the form again: still one request.
    await user.type(screen.getByLabelText('Nombre'), '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    // The last name is optional and the e-mail goes in lower case.
    expect(send.mock.calls[0]![0]).toEqual({ firstName: 'Lucía', lastName: undefined, email: 'lucia@test.uy' });

    await act(async () => resolve({}));
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent(invitationTexts.sent);
    expect(status).toHaveClass('MuiAlert-colorSuccess');
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(3_500);
    });
    expect(screen.getByRole('dialog', { name: 'Invitar paciente' })).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(700);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The rest of the 9 s the banner stays on the page.
    expect(screen.getByRole('status')).toHaveTextContent(invitationTexts.sent);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    await waitFor(() => expect(screen.queryByText(invitationTexts.sent)).not.toBeInTheDocument());

    // Reopened, the form is empty again.
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByLabelText('Nombre')).toHaveValue('');
  });

  it('Cancelar closes the dialog and takes a failure banner with it', async () => {
    const send = vi.fn(async () => {
      throw new AppError('CONFLICT', invitationTexts.noKits);
    });
    const dialog = renderDialog(send);
    const user = userEvent.setup();
    await fill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(invitationTexts.noKits);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(invitationTexts.noKits)).not.toBeInTheDocument();
  });
});
