import { describe, expect, it } from 'vitest';
import { writeStored } from '../testing/stored.ts';
import { pageViewEventName, trackPageView, trackUserId } from './analytics.ts';
import { toast } from './toast.ts';

describe('analytics data layer', () => {
  it('names the page view after the purchase channel', () => {
    expect(pageViewEventName(undefined)).toBe('page_view');
    expect(pageViewEventName('app')).toBe('page_view');
    expect(pageViewEventName('whatsapp')).toBe('page_view_whatsapp');
  });

  it('pushes a page_view with the path', () => {
    trackPageView('/tabs/cardapio', 'Cardápio');
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'page_view', page_path: '/tabs/cardapio', page_title: 'Cardápio' }),
    );
  });

  it('pushes page_view_whatsapp when the stored canal-compra is whatsapp', () => {
    writeStored('canal-compra', 'whatsapp');
    trackPageView('/sacola');
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'page_view_whatsapp', page_path: '/sacola' });
  });

  it('pushes the user_id event with id_externo', () => {
    trackUserId('ext-42');
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'user_id', id_externo: 'ext-42' });
  });

  it('records error toasts, and only error toasts', () => {
    toast.success('Cartão adicionado.');
    toast.error('Ocorreu um erro, tente novamente!');
    const events = (window.dataLayer ?? []) as { event: string; message?: string }[];
    expect(events.filter((event) => event.event === 'toast_erro')).toEqual([
      { event: 'toast_erro', message: 'Ocorreu um erro, tente novamente!' },
    ]);
  });
});
