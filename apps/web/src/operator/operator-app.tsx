import { useCallback, useState } from 'react';
import { BoardScreen } from './components/board-screen.tsx';
import { KeyForm } from './components/key-form.tsx';
import { forgetKey, readStoredKey, storeKey } from './key-storage.ts';
import type { Board } from './operator-api.ts';

/** The store team's board at /operador: the key form until a key is stored, then the board of its store. */
export function OperatorApp() {
  const [key, setKey] = useState<string | null>(readStoredKey);
  const [initial, setInitial] = useState<Board | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const leave = useCallback((message: string | null) => {
    forgetKey();
    setKey(null);
    setInitial(null);
    setRefusal(message);
  }, []);
  const onLeave = useCallback(() => leave(null), [leave]);

  if (!key)
    return (
      <KeyForm
        message={refusal}
        onEnter={(entered, board) => {
          storeKey(entered);
          setInitial(board);
          setRefusal(null);
          setKey(entered);
        }}
      />
    );
  return <BoardScreen key={key} operatorKey={key} initial={initial} onLeave={onLeave} onKeyRefused={leave} />;
}
