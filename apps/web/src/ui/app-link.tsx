import { useIonRouter } from '@ionic/react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** 'root' switches sections without a page transition (tabs, top navigation). */
  direction?: 'root' | 'forward';
  children: ReactNode;
}

/** A real link (new tab, copy address still work) that navigates through Ionic's router on a plain click. */
export function AppLink({ to, direction = 'forward', onClick, children, ...rest }: AppLinkProps) {
  const router = useIonRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    router.push(to, direction, 'push');
  };
  return (
    <a href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
