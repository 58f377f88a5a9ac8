/**
 * The redirect query parameter is attacker-controlled: only same-origin relative paths are
 * followed ('/x', never '//host' or '/\host', which browsers treat as protocol-relative).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
