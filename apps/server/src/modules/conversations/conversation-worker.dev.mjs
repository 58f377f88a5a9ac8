// The conversation reader process when the server runs from its TypeScript sources (tsx, vitest): it
// registers tsx, then loads the reader. The built server starts dist/conversation-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./conversation-worker.ts');
