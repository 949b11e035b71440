import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { acompanharOutrasAbas } from './session/store';

acompanharOutrasAbas();

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root não encontrado em index.html');

createRoot(raiz).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
