import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunks, firstViewGroups } from './vite-first-screen';
import { precompress } from './vite-precompress';

const firstView = firstViewGroups();

export default defineConfig({
  plugins: [react(), tailwindcss(), firstView.plugin, firstScreenChunks(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/functions': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/functions': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by the size budget (scripts/budget, decision 037): which files each route and the first view load.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The first view of the contacts screen in a few files: its npm packages and our code (vite-first-screen.ts).
          groups: [
            ...firstView.groups,
            // Icons are tiny modules shared by many routes: the lazy routes' icons in one chunk, not one request per icon.
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 10 },
          ],
        },
      },
    },
  },
});
