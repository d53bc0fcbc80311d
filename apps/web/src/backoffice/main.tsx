import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BackofficeApp } from './backoffice-app.tsx';
import '../operator/operator.css';
import './backoffice.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from gestao.html');

createRoot(container).render(
  <StrictMode>
    <BackofficeApp />
  </StrictMode>,
);
