/**
 * Sign-out from a guarded page goes to / (spec §2). The session clears one render before the router
 * moves (React Router navigates in a transition), and in that render the guard would otherwise send
 * the user to /auth?redirect=… instead. The guard checks this marker and waits; / clears it.
 */
let leavingPath: string | null = null;

export function markSignOutFrom(path: string): void {
  leavingPath = path;
}

export function isSigningOutFrom(path: string): boolean {
  return leavingPath === path;
}

export function clearSignOutMarker(): void {
  leavingPath = null;
}
