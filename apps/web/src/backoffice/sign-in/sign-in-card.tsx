import type { FormEvent, ReactNode } from 'react';
import { brand } from '../../config/brand.ts';
import { BACKOFFICE_TITLE } from '../texts.ts';

/** The card every sign-in step is drawn in. */
export function SignInCard({
  title,
  hint,
  children,
  onSubmit,
}: {
  title: string;
  hint: ReactNode;
  children: ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <main className="op-login">
      <form
        className="op-login__card bo-login"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="bo-login-title"
      >
        <p className="op-eyebrow">
          {brand.name} · {BACKOFFICE_TITLE}
        </p>
        <h1 id="bo-login-title" className="op-login__title">
          {title}
        </h1>
        <div className="op-login__hint">{hint}</div>
        {children}
      </form>
    </main>
  );
}
