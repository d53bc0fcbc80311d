import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
import { aLoyaltyStatus, NON_MEMBER } from '../testing.ts';
import { ContactPage } from './contact-page.tsx';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const SENT = 'Mensagem enviada! Responderemos pelo seu e-mail.';
const MESSAGE = 'Meus pontos do último pedido não apareceram.';

function renderContact() {
  return renderPage(
    <MemoryRouter initialEntries={['/shinguru/fale-conosco']}>
      <Routes>
        <Route path="/shinguru/fale-conosco" element={<ContactPage />} />
        <Route path="/shinguru/bem-vindo" element={<p>boas-vindas</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const subject = () => screen.getByRole('combobox', { name: 'Assunto' }) as HTMLSelectElement;
const message = () => screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

beforeEach(() => writeStored('usuario', { jwt: 't', id_externo: 'c-1', nome: 'Ana' }));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Fale conosco (shinguru/fale-conosco)', () => {
  it('checks the form, sends the message, shows the answer and clears the form', async () => {
    const calls = stubFetch(ok(aLoyaltyStatus()), { body: { status: 'success', message: SENT } });
    const page = renderContact();
    await screen.findByRole('form', { name: 'Fale conosco' });
    expect(screen.getByText('0/1000')).toBeTruthy();

    send();
    expect(page.toasts.at(-1)).toMatchObject({ kind: 'error', message: 'Escolha o assunto da mensagem.' });
    expect(document.activeElement).toBe(subject());
    expect(subject().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(subject(), { target: { value: 'pontos' } });
    fireEvent.change(message(), { target: { value: 'Oi!' } });
    send();
    expect(page.toasts.at(-1)).toMatchObject({
      kind: 'error',
      message: 'A mensagem deve ter pelo menos 10 caracteres.',
    });
    expect(document.activeElement).toBe(message());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(message(), { target: { value: MESSAGE } });
    expect(screen.getByText(`${MESSAGE.length}/1000`)).toBeTruthy();
    expect(message().maxLength).toBe(1000);
    send();
    await waitFor(() => expect(page.toasts.at(-1)).toMatchObject({ kind: 'success', message: SENT }));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: expect.stringContaining('/api/fidelidade/contato'),
      body: { assunto: 'pontos', mensagem: MESSAGE },
    });
    expect(subject().value).toBe('');
    expect(message().value).toBe('');
    expect(screen.getByText('0/1000')).toBeTruthy();
    page.stopToasts();
  });

  it("disables the button while sending and shows the server's refusal, keeping the text", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('contato')
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : new Response(JSON.stringify(ok(aLoyaltyStatus()).body), { status: 200 }),
      ),
    );
    const page = renderContact();
    await screen.findByRole('form', { name: 'Fale conosco' });
    fireEvent.change(subject(), { target: { value: 'beneficios' } });
    fireEvent.change(message(), { target: { value: MESSAGE } });
    send();
    const button = screen.getByRole('button', { name: 'Enviar mensagem' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    const refusal = 'Você já enviou 5 mensagens na última hora. Aguarde um pouco e tente novamente.';
    answer(
      new Response(JSON.stringify({ status: 'error', code: 'rate_limited', message: refusal }), {
        status: 429,
      }),
    );
    await waitFor(() => expect(page.toasts.at(-1)).toMatchObject({ kind: 'error', message: refusal }));
    expect(button.disabled).toBe(false);
    expect(message().value).toBe(MESSAGE);
    page.stopToasts();
  });

  it('sends a customer who has not joined to the invitation', async () => {
    stubFetch(ok(NON_MEMBER));
    const page = renderContact();
    expect(await screen.findByText('boas-vindas')).toBeTruthy();
    page.stopToasts();
  });
});
