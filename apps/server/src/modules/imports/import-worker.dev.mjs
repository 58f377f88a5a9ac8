// The import reader process when the server runs from its TypeScript sources (tsx, vitest): it
// registers tsx, then loads the reader. The built server starts dist/import-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./import-worker.ts');
