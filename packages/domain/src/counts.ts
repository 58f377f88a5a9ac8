/**
 * Counts in words, the one way for the web app, the server and the engine: '1 reminder',
 * '0 reminders', '1,250 contacts'. Written here once so no screen or generated text says '1 reminders'.
 */
const NUMBER = new Intl.NumberFormat('en-US');

/** A count with the app's grouping: 1,250. */
export const formatCount = (n: number): string => NUMBER.format(n);

/** The noun for n things: `one` for exactly 1, else `many` (by default `one` + 's'). */
export const pluralize = (n: number, one: string, many = `${one}s`): string => (n === 1 ? one : many);

/** The count and its noun: plural(1, 'reminder') is '1 reminder', plural(3, 'city', 'cities') '3 cities'. */
export const plural = (n: number, one: string, many?: string): string => `${formatCount(n)} ${pluralize(n, one, many)}`;
