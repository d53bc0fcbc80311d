import { FIRST_SCREEN_COPY_ID, type FirstScreenData } from '@comanda/contract';
import { MemoryRouter } from 'react-router-dom';
// by its file, not the menu's index: re-exported there, it made the bundler split a module out of the app's entry
import { MenuFirstScreen } from '../../features/menu/components/menu-first-screen.tsx';
import { HOME_PATH } from '../guards.ts';
import { DesktopTopBar } from '../shell/desktop-top-bar.tsx';
import { MobileTabBar } from '../shell/mobile-tab-bar.tsx';

const ignore = () => undefined;

/**
 * The server's copy of the first screen (ADR 0140): the shell's bars (the tab bar on a phone, the top bar on a
 * desktop: CSS picks, as the server does not know the screen) around the home screen, for a visitor, with the app's
 * own components and classes. Hidden until the page's inline script shows it; inert, and out of the accessibility
 * tree: the app's screen beneath it is the one that is used.
 */
export function FirstScreenCopy({ data }: { data: FirstScreenData }) {
  return (
    <div id={FIRST_SCREEN_COPY_ID} className="first-screen" hidden inert aria-hidden="true">
      <MemoryRouter initialEntries={[HOME_PATH]}>
        <div className="shell">
          <div className="first-screen__desktop">
            <DesktopTopBar onOpenBag={ignore} />
          </div>
          <div className="shell__outlet-frame">
            <MenuFirstScreen data={data} />
          </div>
          <div className="first-screen__mobile">
            <MobileTabBar />
          </div>
        </div>
      </MemoryRouter>
    </div>
  );
}
