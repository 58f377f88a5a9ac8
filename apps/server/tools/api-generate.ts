/** Writes the web app's API types from the route table (`npm run api:generate`). */
import fs from 'node:fs';
import { GENERATED_TYPES_FILE, generateApiTypes } from './api-contract.ts';

const text = await generateApiTypes();
fs.writeFileSync(GENERATED_TYPES_FILE, text);
console.log(`wrote ${GENERATED_TYPES_FILE}`);
