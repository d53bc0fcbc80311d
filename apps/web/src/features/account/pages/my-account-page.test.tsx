import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { MyAccountPage } from './my-account-page.tsx';

const user = {
  jwt: 'token',
  id_externo: 'c1',
  nome: 'Maria Souza',
  nomeCurto: 'Maria',
  celular: '(61) 99876-5432',
  email: 'maria@exemplo.com',
  emailVerificado: true,
  dataNascimento: '10/05/1990',
  cpf: '529.982.247-25',
};

afterEach(() => vi.unstubAllGlobals());

describe('Minha conta', () => {
  it('shows the §2 fields with the CPF read-only', async () => {
    writeStored('usuario', user);
    stubFetch({ body: { status: 'success', data: user } });
    const page = renderPage(<MyAccountPage />);
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Maria Souza');
    expect(screen.getByLabelText('Celular*')).toBeTruthy();
    expect(screen.getByLabelText('E-mail*')).toBeTruthy();
    expect(screen.getByLabelText('Data de nascimento')).toBeTruthy();
    const cpf = screen.getByLabelText('CPF') as HTMLInputElement;
    expect(cpf.readOnly).toBe(true);
    expect(cpf.value).toBe('529.982.247-25');
    expect(screen.getByRole('button', { name: 'Desativar conta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir conta' })).toBeTruthy();
    page.stopToasts();
  });

  it("says 'Nenhum dado foi alterado.' without calling the API when nothing changed", async () => {
    writeStored('usuario', user);
    const calls = stubFetch({ body: { status: 'success', data: user } });
    const page = renderPage(<MyAccountPage />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(page.toasts.map((t) => t.message)).toEqual(['Nenhum dado foi alterado.']);
    expect(calls).toHaveLength(1);
    page.stopToasts();
  });

  it('masks the phone, shows the validators’ messages and sends nothing while invalid', async () => {
    writeStored('usuario', user);
    const calls = stubFetch({ body: { status: 'success', data: user } });
    const page = renderPage(<MyAccountPage />);
    await waitFor(() => expect(calls).toHaveLength(1));
    const phone = screen.getByLabelText('Celular*') as HTMLInputElement;
    await userEvent.clear(phone);
    await userEvent.type(phone, '6199');
    expect(phone.value).toBe('(61) 99');
    const email = screen.getByLabelText('E-mail*');
    await userEvent.clear(email);
    await userEvent.type(email, 'maria@');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Número de celular inválido!')).toBeTruthy();
    expect(screen.getByText('E-mail inválido!')).toBeTruthy();
    expect(calls).toHaveLength(1);
    page.stopToasts();
  });

  it('saves a change, stores the answered user and shows the server message', async () => {
    writeStored('usuario', { ...user, refresh_token: 'r' });
    const renamed = { ...user, nome: 'Maria Clara Souza', nomeCurto: 'Maria' };
    const calls = stubFetch(
      { body: { status: 'success', data: user } },
      { body: { status: 'success', message: 'Dados atualizados com sucesso!', data: renamed } },
    );
    const page = renderPage(<MyAccountPage />);
    await waitFor(() => expect(calls).toHaveLength(1));
    const name = screen.getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Maria Clara Souza 3');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(page.toasts.map((t) => t.message)).toEqual(['Dados atualizados com sucesso!']),
    );
    expect(calls[1]).toMatchObject({
      url: '/api/cliente',
      method: 'PUT',
      body: { nome: 'Maria Clara Souza', celular: '(61) 99876-5432', email: 'maria@exemplo.com' },
    });
    expect(readStored<{ nome: string; refresh_token: string }>('usuario')).toMatchObject({
      nome: 'Maria Clara Souza',
      refresh_token: 'r',
    });
    page.stopToasts();
  });
});

// 01:30 on 4 June in UTC is still 3 June in São Paulo: the file is named after the customer's day.
const exported = {
  gerado_em: '2025-06-04T01:30:00.000Z',
  perfil: { nome: 'Maria Souza', email: 'maria@exemplo.com' },
  enderecos: [{ id: 7, logradouro: 'SQS 308 Bloco C' }],
  cartoes: [{ id: 3, bandeira: 'Visa', final: '0010' }],
};

/** The files the page hands to the browser: jsdom has no object URLs and does not follow download links. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:comanda/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

const { createObjectURL, revokeObjectURL } = URL;

describe('Minha conta: Seus dados', () => {
  beforeEach(() => writeStored('usuario', user));
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
  });

  it('downloads the export as comanda-meus-dados-<day>.json and says so', async () => {
    const files = captureDownloads();
    const calls = stubFetch(
      { body: { status: 'success', data: user } },
      { body: { status: 'success', data: exported } },
    );
    const page = renderPage(<MyAccountPage />);
    expect(screen.getByRole('heading', { name: 'Seus dados' })).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(calls[1]).toMatchObject({ url: '/api/cliente/exportacao', method: 'GET' });
    expect(files[0]!.name).toBe('comanda-meus-dados-2025-06-03.json');
    expect(files[0]!.blob.type).toBe('application/json');
    expect(JSON.parse(await files[0]!.blob.text())).toEqual(exported);
    await waitFor(() =>
      expect(page.toasts.map((t) => t.message)).toEqual(['Pronto! Seus dados foram baixados.']),
    );
    expect(document.querySelector('a[download]')).toBeNull();
    page.stopToasts();
  });

  it('shows the server’s pt-BR message and saves nothing when the export is refused', async () => {
    const files = captureDownloads();
    const refusal = 'Muitas tentativas em pouco tempo. Aguarde um instante e tente novamente.';
    const calls = stubFetch(
      { body: { status: 'success', data: user } },
      { status: 429, body: { status: 'error', code: 'rate_limited', message: refusal } },
    );
    const page = renderPage(<MyAccountPage />);
    await waitFor(() => expect(calls).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'Baixar meus dados' }) as HTMLButtonElement;
    await userEvent.click(button);
    await waitFor(() =>
      expect(page.toasts).toEqual([expect.objectContaining({ kind: 'error', message: refusal })]),
    );
    expect(files).toEqual([]);
    expect(button.disabled).toBe(false);
    page.stopToasts();
  });

  it('says that something went wrong when the API cannot answer', async () => {
    captureDownloads();
    const calls = stubFetch(
      { body: { status: 'success', data: user } },
      { status: 500, body: { status: 'error', code: 'internal_error', message: 'detalhe interno' } },
    );
    const page = renderPage(<MyAccountPage />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    await waitFor(() =>
      expect(page.toasts.map((t) => t.message)).toEqual(['Ocorreu um erro, tente novamente!']),
    );
    page.stopToasts();
  });
});
