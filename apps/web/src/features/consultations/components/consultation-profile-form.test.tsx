import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload, installFakeUpload } from '../../../../test/fake-upload';
import { type FetchRequest, stubApi } from '../../../../test/signed-in-harness';
import { ConsultationProfileForm } from './consultation-profile-form';
import { NutritionistCard } from './nutritionist-card';

afterEach(() => vi.unstubAllGlobals());

const PHOTO = '/uploads/avatars/0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0.webp';
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'yo.png', { type: 'image/png' });

function open(initial: { licenseNumber: string | null; photoUrl: string | null }, put: (r: FetchRequest) => unknown) {
  const requests = stubApi((request) => {
    if (request.method === 'GET' && request.url === '/v1/consultations/profile') return { status: 200, body: initial };
    if (request.method === 'PUT' && request.url === '/v1/consultations/profile') {
      return put(request) as ReturnType<Parameters<typeof stubApi>[0]>;
    }
    return undefined;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConsultationProfileForm />
    </QueryClientProvider>,
  );
  return requests;
}
const putBodies = (requests: ReturnType<typeof stubApi>) =>
  requests.filter((r) => r.method === 'PUT').map((r) => r.body);

describe('the nutritionist’s consultation profile form', () => {
  it('uploads a photo, shows it and saves it with the licence', async () => {
    installFakeUpload();
    const user = userEvent.setup();
    const requests = open({ licenseNumber: 'MSP 1', photoUrl: null }, (r) => ({ status: 200, body: r.body }));
    const input = await screen.findByLabelText('Tu foto (opcional)', { selector: 'input' });
    expect(screen.queryByRole('img', { name: 'Tu foto' })).not.toBeInTheDocument();
    await user.upload(input, png());
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    const upload = FakeUpload.last!;
    expect(upload.url).toContain('/v1/uploads/avatar');
    // Saving waits for the upload.
    expect(screen.getByRole('button', { name: 'Guardar perfil' })).toBeDisabled();
    act(() => upload.respond(201, { url: PHOTO }));
    expect(await screen.findByRole('img', { name: 'Tu foto' })).toHaveAttribute('src', PHOTO);
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText('Guardamos tu perfil.')).toBeInTheDocument();
    expect(putBodies(requests)).toEqual([{ licenseNumber: 'MSP 1', photoUrl: PHOTO }]);
  });

  it('shows the saved photo, removes it, and shows the server’s refusal next to the photo', async () => {
    const user = userEvent.setup();
    let answer: unknown = null;
    const requests = open({ licenseNumber: null, photoUrl: PHOTO }, () => answer);
    expect(await screen.findByRole('img', { name: 'Tu foto' })).toHaveAttribute('src', PHOTO);

    answer = {
      status: 400,
      body: {
        error: 'VALIDATION',
        message: 'Revisá los datos ingresados.',
        fields: { photoUrl: 'Subí la foto desde este formulario y volvé a guardar.' },
      },
    };
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText('Subí la foto desde este formulario y volvé a guardar.')).toBeInTheDocument();

    answer = { status: 200, body: { licenseNumber: null, photoUrl: null } };
    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(screen.queryByRole('img', { name: 'Tu foto' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText('Guardamos tu perfil.')).toBeInTheDocument();
    expect(putBodies(requests)).toEqual([
      { licenseNumber: '', photoUrl: PHOTO },
      { licenseNumber: '', photoUrl: null },
    ]);
  });
});

describe('the nutritionist card', () => {
  const card = { id: 'n1', name: 'Lucía Fernández', initials: 'LF', licenseNumber: 'MSP 4521' };
  it('shows the photo instead of the initials when there is one', () => {
    render(<NutritionistCard nutritionist={{ ...card, photoUrl: PHOTO }} />);
    expect(screen.getByRole('img', { name: 'Foto de Lucía Fernández' })).toHaveAttribute('src', PHOTO);
    expect(screen.queryByText('LF')).not.toBeInTheDocument();
    expect(screen.getByText('Matrícula profesional: MSP 4521')).toBeInTheDocument();
  });
  it('shows the initials without a photo', () => {
    render(<NutritionistCard nutritionist={{ ...card, photoUrl: null }} />);
    expect(screen.getByText('LF')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
