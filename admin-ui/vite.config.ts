import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin + MUI are one large vendor chunk; the screens are lazy chunks of their own.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React itself changes least often: its own long-cached chunk. Everything else in
          // node_modules stays where the bundler puts it, so screen-only libraries stay lazy.
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              // Zod with the switch that turns off its eval probe (see zodConfig.ts): in one chunk,
              // so the switch runs before any chunk that builds schemas.
              name: 'vendor-zod',
              test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zodConfig\.ts$/,
            },
            {
              // Everything else the first page needs (statically imported from main.tsx) in one
              // file: a phone on a slow network fetched ~45 small files in waves of six.
              name: 'start',
              tags: ['$initial'],
            },
            {
              // What every signed-in page shows first (the layout, and the dashboard it opens on)
              // with the code they import, in one file loaded after signing in (~26 otherwise).
              name: 'signed-in',
              test: /[\\/]admin-ui[\\/]src[\\/](layout|dashboard)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
