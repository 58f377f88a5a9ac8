export * from './assistant/index.ts';
export * from './network.ts';
export * from './opportunities.ts';
export * from './reminders.ts';
export * from './scan.ts';
export * from './synergy.ts';
