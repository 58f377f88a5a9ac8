export * from './auth.ts';
export * from './commodities.ts';
export * from './constants.ts';
export * from './contacts.ts';
export * from './insights.ts';
export * from './messages.ts';
export * from './profile.ts';
export * from './regions.ts';
