import '@fontsource-variable/inter';
import './app/styles-public.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadOnPreloadError } from './lib/chunk-reload.ts';

reloadOnPreloadError();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
