export * from './introductions.ts';
