import '@fontsource-variable/inter';
import './app/fonts.css';
import './app/styles-public.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadLayout } from './app/app-layout.tsx';
import { preloadPage } from './app/routes.tsx';
import { reloadOnPreloadError } from './lib/chunk-reload.ts';
import { hasToken } from './lib/session-storage.ts';

reloadOnPreloadError();
preloadLayout(window.location.pathname);
preloadPage(window.location.pathname);

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A visitor page's first screen arrives in the HTML (docs/product/app-shell.md, **first paint**): a visitor's
// browser takes it over as it is. Anyone else (signed in, or on another URL the markup was not made for) gets the
// app rendered afresh in its place.
if (container.dataset.prerendered === window.location.pathname && !hasToken()) {
  // As a transition, hydration also runs in slices.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // The staff shell's frame a signed-in page's HTML brought (**shell first**) stays until React's first commit
  // replaces it with the same frame; a visitor screen would be the wrong one, and goes now.
  if (container.dataset.skeleton === undefined || !hasToken()) container.replaceChildren();
  container.removeAttribute('data-prerendered');
  container.removeAttribute('data-skeleton');
  container.removeAttribute('inert');
  // The first render as a transition: React renders it in slices and yields to the browser between them, instead
  // of one long task (measured on Lighthouse's mobile preset: total blocking time 157 -> 68 ms on /, 211 -> 155 ms
  // on /dashboard).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
