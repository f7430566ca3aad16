/** How long the "logged out" toast shows before the sign-in screen (spec: 500 ms). */
export const SIGN_IN_REDIRECT_DELAY_MS = 500;

type Listener = () => void;
const listeners = new Set<Listener>();

/** The layout listens, so a 401 during work shows its toast before the sign-in screen. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionExpired(): void {
  for (const listener of listeners) listener();
}
