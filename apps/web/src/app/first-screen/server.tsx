import {
  APP_SCRIPTS_ID,
  FIRST_SCREEN_COPY_ID,
  FIRST_SCREEN_HERO,
  type FirstScreenData,
  type FramedScreenPath,
} from '@comanda/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { storageKey } from '../../lib/storage.ts';
import { type FirstPaintOptions, firstPaint } from './first-paint.ts';
import { FirstScreenCopy } from './first-screen-copy.tsx';
import { ScreenFrame } from './screen-frame.tsx';

/**
 * The server's module (FirstScreenRenderer, built to FIRST_SCREEN_RENDERER_FILE by build-plugins/first-screen.ts):
 * the menu page's first screen and the inline script that shows it (ADR 0140), and the frame of the product's, the
 * bag's, the checkout's and the order details' pages (ADR 0140, ADR 0177).
 */

const options: FirstPaintOptions = {
  copyId: FIRST_SCREEN_COPY_ID,
  scriptsId: APP_SCRIPTS_ID,
  hero: FIRST_SCREEN_HERO,
  // a device whose home screen is not the brand's default one for a visitor
  returningKeys: [storageKey('usuario'), storageKey('loja'), storageKey('endereco')],
  atMostMs: 1000,
};

export function render(data: FirstScreenData): string {
  return renderToStaticMarkup(<FirstScreenCopy data={data} />);
}

export const script = `(${firstPaint.toString()})(${JSON.stringify(options)});`;

export function frame(path: FramedScreenPath): string {
  return renderToStaticMarkup(<ScreenFrame path={path} />);
}
