/** Escapes LIKE wildcards so user text matches literally (backslash is Postgres' default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
