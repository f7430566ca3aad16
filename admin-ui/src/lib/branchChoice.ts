import { useSyncExternalStore } from 'react';
import type { UserDto } from '@gym/contracts';
import { API_URL, httpClient } from '../providers/httpClient';
import { httpStatus } from './serverError';

/**
 * The branch the session works at (the app bar's switcher): null for every branch the account
 * may see. The server holds it in the session; this device keeps the last choice too, so that a
 * new session (after signing in again) starts where the person left off.
 */
let chosen: string | null = null;
const listeners = new Set<() => void>();

const storageKey = (userId: string) => `gym.branch.${userId}`;

function setChosen(branchId: string | null): void {
  if (branchId === chosen) return;
  chosen = branchId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChosenBranch(): string | null {
  return useSyncExternalStore(subscribe, () => chosen);
}

function kept(userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

function keep(userId: string, branchId: string | null): void {
  try {
    if (branchId) localStorage.setItem(storageKey(userId), branchId);
    else localStorage.removeItem(storageKey(userId));
  } catch {
    // Private mode without storage: the session still holds the choice.
  }
}

/** The session's choice, if GET /api/user and sign-in answer it. */
function sessionChoice(user: UserDto): string | null | undefined {
  const { branchId } = user as UserDto & { branchId?: string | null };
  return branchId;
}

async function sendChoice(branchId: string | null): Promise<void> {
  await httpClient(`${API_URL}/user/branch`, {
    method: 'PUT',
    body: JSON.stringify({ branchId }),
  });
}

/**
 * After GET /api/user: the choice as the session holds it, else as this device last sent it
 * (the same session, so the server holds it already).
 */
export function branchChoiceLoaded(user: UserDto | null): void {
  if (!user) return setChosen(null);
  setChosen(sessionChoice(user) ?? kept(user.id));
}

/**
 * After signing in: a new session has no choice; the one this device kept is sent again. A
 * choice the account may no longer make (a branch taken away) is forgotten.
 */
export async function branchChoiceAfterSignIn(user: UserDto): Promise<void> {
  const fromSession = sessionChoice(user);
  if (fromSession) return setChosen(fromSession);
  const last = kept(user.id);
  if (!last) return setChosen(null);
  try {
    await sendChoice(last);
    setChosen(last);
  } catch (error) {
    const status = httpStatus(error) ?? 0;
    if (status >= 400 && status < 500) keep(user.id, null);
    setChosen(null);
  }
}

/** The switcher's choice: the server first (every read follows the session), then this device. */
export async function chooseBranch(user: UserDto, branchId: string | null): Promise<void> {
  await sendChoice(branchId);
  keep(user.id, branchId);
  setChosen(branchId);
}
