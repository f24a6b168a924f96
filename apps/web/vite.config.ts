import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './first-screen-chunks.ts';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';

const layer = (name: string) => `src/app/${name}.tsx`;
const page = (name: string) => `src/features/${name}.tsx`;

export default defineConfig({
  plugins: [
    react(),
    // Each kind of first screen in a few files instead of dozens (first-screen-chunks.ts); the layers each one loads
    // are those of app/app-layout.tsx.
    firstScreenChunks([
      {
        name: 'landing',
        sources: [page('marketing/pages/landing-page'), page('billing/pages/pricing-page')],
      },
      {
        name: 'auth',
        sources: [layer('query-layer'), page('auth/pages/login-page'), page('auth/pages/register-page')],
      },
      {
        name: 'candidate',
        sources: [
          layer('query-layer'),
          page('interviews/pages/candidate-interview-page'),
          page('interviews/pages/public-interview-page'),
        ],
      },
      { name: 'onboarding', sources: [layer('query-layer'), page('organisations/pages/onboarding-page')] },
      {
        name: 'staff',
        sources: [layer('query-layer'), layer('staff-shell'), page('dashboard/pages/dashboard-page')],
      },
    ]),
    // The pages with an HTML file of their own (@talvio/domain/first-paint), with the modules each one's first
    // screen renders.
    prerender({
      '/': [page('marketing/pages/landing-page')],
      '/login': [layer('query-layer'), page('auth/pages/login-page')],
    }),
    precompress(),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
});
