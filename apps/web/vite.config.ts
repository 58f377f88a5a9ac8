import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './vite-first-screen';
import { precompress } from './vite-precompress';

export default defineConfig({
  plugins: [react(), tailwindcss(), firstScreenChunks(), precompress()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Icons are tiny modules shared by many routes: one chunk, not one request per icon.
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 20 },
          ],
        },
      },
    },
  },
});
