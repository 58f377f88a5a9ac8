/** What the authenticator app needs, read from the otpauth:// URI Better Auth answers on enable. */
export function totpSecretOf(totpUri: string): string {
  try {
    return new URL(totpUri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** The base32 key in groups of four, as authenticator apps show it for typing by hand. */
export function groupKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** The backup codes as a text file the user can keep. */
export function backupCodesFile(codes: string[], email: string): string {
  return [
    'Tradeloom backup codes',
    `Account: ${email}`,
    'Each code signs you in once when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}
