/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function disposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // RFC 5987 allows only attr-chars unencoded: encodeURIComponent leaves ' ( ) * as they are.
  const encoded = encodeURIComponent(name.normalize('NFC')).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
