/**
 * The insight engine. The assistant is its own entry (`@tradeloom/intelligence/assistant`): its word
 * lists load only where it is used, not with every importer of the engine.
 */
export * from './network.ts';
export * from './opportunities.ts';
export * from './reminders.ts';
export * from './scan.ts';
export * from './synergy.ts';
