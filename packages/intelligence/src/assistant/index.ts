export type { EngineContact } from '../network.ts';
export type { EnginePriority } from '../opportunities.ts';
export * from './answer.ts';
export * from './network-index.ts';
export { type Place, parseQuestion, type Query, type RoleFilter, type Side } from './query.ts';
export * from './suggestions.ts';
export * from './tools.ts';
export * from './types.ts';
