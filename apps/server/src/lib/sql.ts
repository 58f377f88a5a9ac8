/** Escapes LIKE wildcards so user text matches literally (backslash is Postgres' default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that are not uuids name no row (and must not reach a uuid column). */
export const isUuid = (id: string) => UUID.test(id);
