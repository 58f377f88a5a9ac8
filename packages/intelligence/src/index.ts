export * from './network.ts';
export * from './synergy.ts';
