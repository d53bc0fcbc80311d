import { useEffect, useRef } from 'react';
import { useOpenScreen } from '../../../lib/open-screen.ts';
import { onPushPageOpened } from './push-tap.ts';

/**
 * Navigates to the page of a tapped native notice (`openPushPage`) as any in-app link does: the desktop modal is
 * closed and the route pushed forward, so going back returns to where the customer was.
 */
export function PushTapHost() {
  const { goTo } = useOpenScreen();
  const open = useRef(goTo);
  useEffect(() => {
    open.current = goTo;
  });
  useEffect(() => onPushPageOpened((path) => open.current(path)), []);
  return null;
}
