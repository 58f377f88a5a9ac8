/**
 * The API contract the web app is typed from: the OpenAPI document of the real route table, turned
 * into TypeScript by openapi-typescript (decision 005). `npm run api:generate` writes it; a test fails
 * when the committed file is stale, and the web type check fails when a field or path it uses changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppDeps } from '../src/lib/context.ts';
import { OPENAPI_CONFIG } from '../src/lib/openapi.ts';

export const GENERATED_TYPES_FILE = path.resolve(import.meta.dirname, '../../web/src/lib/api/schema.gen.ts');

/** The document as the server serves it at /api/openapi.json; building the routes needs config only. */
export function openApiDocument() {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const app = createApp({ config } as AppDeps);
  return app.getOpenAPI31Document(OPENAPI_CONFIG);
}

const HEADER = `/**
 * Generated from the server's OpenAPI document by \`npm run api:generate\`. Do not edit by hand:
 * change the route schemas in apps/server and packages/domain, then regenerate.
 */

`;

export async function generateApiTypes(): Promise<string> {
  const ast = await openapiTS(JSON.parse(JSON.stringify(openApiDocument())));
  return HEADER + astToString(ast);
}

export function readGeneratedTypes(): string | null {
  return fs.existsSync(GENERATED_TYPES_FILE) ? fs.readFileSync(GENERATED_TYPES_FILE, 'utf8') : null;
}
