import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstScreenChunks, firstViewGroups } from './vite-first-screen';
import { precompress } from './vite-precompress';
import { pureDomainValues } from './vite-pure-domain';

// zod and the domain's modules of form schemas: the first view imports them but reads no schema
// (vite-pure-domain.ts, decision 037); they stay with the lazy forms that do.
const firstView = firstViewGroups({
  notGrouped: [/node_modules[\\/]zod[\\/]/, /packages[\\/]domain[\\/]src[\\/](form-schemas|contact-fields)\.ts$/],
  // The filters popover loads on first open (lazy-contact-filters.tsx); its few icons stay in the first view.
  iconsOf: [/src[\\/]features[\\/]contacts[\\/]components[\\/]contact-filters\.tsx$/],
});
const toastModule = fileURLToPath(new URL('./src/app/toast.tsx', import.meta.url));

/**
 * In the build, the app's `import { toast } from 'sonner'` (about 40 modules) resolves to src/app/toast.tsx,
 * which loads sonner on the first toast or when the browser is idle: sonner (about 10 KB gzip) leaves the
 * first view without touching the features. Only toast.tsx itself reaches the package. The tests, which
 * mock 'sonner', run without this plugin.
 */
function toastOnDemand(): Plugin {
  return {
    name: 'tradeloom:toast-on-demand',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'sonner' || !importer || importer === toastModule || importer.includes('node_modules')) return null;
      return toastModule;
    },
  };
}

export default defineConfig({
  plugins: [toastOnDemand(), pureDomainValues(), react(), tailwindcss(), firstView.plugin, firstScreenChunks(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/functions': { target: 'http://localhost:3000', changeOrigin: false },
      // The MCP endpoint and the authorization server for AI clients (the consent page /oauth/consent is the app's).
      '/mcp': { target: 'http://localhost:3000', changeOrigin: false },
      '/.well-known': { target: 'http://localhost:3000', changeOrigin: false },
      '^/oauth/(register|authorize|token|revoke)': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/functions': { target: 'http://localhost:3000', changeOrigin: false },
      // The MCP endpoint and the authorization server for AI clients (the consent page /oauth/consent is the app's).
      '/mcp': { target: 'http://localhost:3000', changeOrigin: false },
      '/.well-known': { target: 'http://localhost:3000', changeOrigin: false },
      '^/oauth/(register|authorize|token|revoke)': { target: 'http://localhost:3000', changeOrigin: false },
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
