import '@fontsource-variable/inter';
import './app/styles-public.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadLayout } from './app/app-layout.tsx';
import { preloadPage } from './app/routes.tsx';
import { reloadOnPreloadError } from './lib/chunk-reload.ts';

reloadOnPreloadError();
preloadLayout(window.location.pathname);
preloadPage(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
