import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './first-screen-chunks.ts';
import { firstScreenStyles } from './first-screen-styles.ts';
import { firstScreens, layer, page } from './first-screens.ts';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';

// The Mantine styles of the screens that load the server-state layer (query-layer.tsx imports them).
const styles = firstScreenStyles();

export default defineConfig({
  plugins: [
    react(),
    styles,
    // Each kind of first screen in a few files instead of dozens (first-screen-chunks.ts); the layers each one loads
    // are those of app/app-layout.tsx.
    firstScreenChunks(firstScreens, {
      plugin: styles,
      screens: ['auth', 'candidate', 'onboarding', 'staff'],
    }),
    // The pages with an HTML file of their own (@talvio/domain/first-paint), with the modules each one's first
    // screen renders.
    prerender({
      '/': [page('marketing/pages/landing-page')],
      '/login': [layer('query-layer'), page('auth/pages/login-page')],
      '/dashboard': [layer('query-layer'), layer('staff-shell'), page('dashboard/pages/dashboard-page')],
    }),
    precompress(),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
});
