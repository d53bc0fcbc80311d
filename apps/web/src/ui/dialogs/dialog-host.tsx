import { useEffect, useRef, useState } from 'react';
import { AppModal } from '../app-modal.tsx';
import { registerDialogPresenter } from './dialog-service.ts';
import type { DialogRequest } from './dialog-types.ts';
import { GenericDialog, GenericInputDialog } from './generic-dialog.tsx';

/** Presents the generic dialogs as a centred modal, one at a time. */
export function DialogHost() {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const answered = useRef(false);

  useEffect(
    () =>
      registerDialogPresenter((next) => {
        answered.current = false;
        setRequest(next);
      }),
    [],
  );

  const finish = (answer: () => void) => {
    if (answered.current) return;
    answered.current = true;
    answer();
    setRequest(null);
  };

  return (
    <AppModal
      className="app-dialog"
      label={request?.options.title}
      isOpen={request !== null}
      onDismiss={() => {
        if (!request) return;
        finish(() =>
          request.kind === 'confirm' ? request.resolve('cancelar') : request.resolve({ result: 'cancelar' }),
        );
      }}
    >
      {request?.kind === 'confirm' && (
        <GenericDialog
          options={request.options}
          onResult={(result) => finish(() => request.resolve(result))}
        />
      )}
      {request?.kind === 'input' && (
        <GenericInputDialog
          options={request.options}
          onResult={(result) => finish(() => request.resolve(result))}
        />
      )}
    </AppModal>
  );
}
