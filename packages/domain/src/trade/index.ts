/** Trade knowledge: products and their names, sides of a trade, regions. Pure and deterministic. */
export * from './coal-grades.ts';
export * from './column-values.ts';
export * from './company.ts';
export * from './hierarchy.ts';
export * from './named-grades.ts';
export * from './place-shorthand.ts';
export * from './products.ts';
export * from './regions.ts';
export * from './resolve.ts';
export { latinCues } from './scripts.ts';
export * from './sides.ts';
