import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OperatorApp } from './operator-app.tsx';
import './operator.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from operador.html');

createRoot(container).render(
  <StrictMode>
    <OperatorApp />
  </StrictMode>,
);
