const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp of the admin tables: 'Nov 25, 2026, 11:58 PM' in the reader's locale. */
export const formatAdminDate = (iso: string) => dateTime.format(new Date(iso));
