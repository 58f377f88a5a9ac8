export * from './auth.ts';
export * from './billing.ts';
export * from './catalogue.ts';
export * from './contact-requests.ts';
export * from './contacts.ts';
export * from './insights.ts';
export * from './operations.ts';
export * from './profiles.ts';
