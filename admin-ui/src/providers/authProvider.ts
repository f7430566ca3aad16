import type { AuthProvider } from 'react-admin';
import { HttpError } from 'react-admin';
import type { OwnerSetupRequest, Role, UserDto } from '@gym/contracts';
import { branchChoiceAfterSignIn, branchChoiceLoaded } from '../lib/branchChoice';
import { gymBrandLoaded } from '../lib/gymBrand';
import { API_URL, httpClient } from './httpClient';
import { announceSessionExpired, SIGN_IN_REDIRECT_DELAY_MS } from './sessionExpiry';

/** The signed-in user, kept in memory after login or the first GET /api/user. */
let currentUser: UserDto | null = null;
/** Several calls may fail with 401 at once; the toast and the wait happen once. */
let expiring: Promise<never> | null = null;

/** The current user as last loaded (null before sign-in): screens read profile fields from it. */
export function getCurrentUser(): UserDto | null {
  return currentUser;
}

/** The GET /api/user on its way: react-admin asks for auth and permissions at once on start. */
let loadingUser: Promise<UserDto | null> | null = null;

async function loadCurrentUser(): Promise<UserDto | null> {
  try {
    const { json } = await httpClient(`${API_URL}/user`);
    currentUser = json as UserDto;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) currentUser = null;
    else throw error;
  }
  branchChoiceLoaded(currentUser);
  return currentUser;
}

function fetchCurrentUser(): Promise<UserDto | null> {
  loadingUser ??= loadCurrentUser().finally(() => {
    loadingUser = null;
  });
  return loadingUser;
}

/** Reloads the signed-in user (after a password change clears an admin's reset). */
export const reloadCurrentUser = fetchCurrentUser;

export function fullNameOf(user: Pick<UserDto, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username;
}

/** First letters of the first and last name, or "U" when neither exists. */
export function initialsOf(user: Pick<UserDto, 'firstName' | 'lastName'>): string {
  const initials = `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`;
  return initials.toUpperCase() || 'U';
}

export const authProvider: AuthProvider = {
  /** Signs in, or (with `setup`) creates the owner account on a first run and signs it in. */
  async login(params: { username: string; password: string } | { setup: OwnerSetupRequest }) {
    const [path, body] =
      'setup' in params
        ? ['setup', params.setup]
        : ['login', { username: params.username, password: params.password }];
    const { json } = await httpClient(`${API_URL}/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    currentUser = json as UserDto;
    await branchChoiceAfterSignIn(currentUser);
  },
  async logout() {
    const wasSignedIn = currentUser !== null;
    currentUser = null;
    branchChoiceLoaded(null);
    if (wasSignedIn) {
      await httpClient(`${API_URL}/logout`, { method: 'POST' }).catch(() => undefined);
    }
  },
  async checkAuth() {
    // Every screen waits for this: the gym's time zone (its "today") is known before any shows.
    const [user] = await Promise.all([currentUser ?? fetchCurrentUser(), gymBrandLoaded()]);
    // `message: false`: a visitor who never signed in goes to the sign-in page without a toast.
    if (!user) throw { message: false };
  },
  async checkError(error: { status?: number }) {
    if (error?.status !== 401) return;
    if (currentUser === null && expiring === null) throw { message: false };
    // A 401 while signed in: say so, then go back to sign-in after the spec's delay.
    expiring ??= new Promise<never>((_, reject) => {
      announceSessionExpired();
      setTimeout(() => {
        currentUser = null;
        expiring = null;
        reject({ message: false });
      }, SIGN_IN_REDIRECT_DELAY_MS);
    });
    return expiring;
  },
  async getIdentity() {
    const user = currentUser ?? (await fetchCurrentUser());
    if (!user) throw new Error('Not signed in');
    return {
      id: user.id,
      fullName: fullNameOf(user),
      avatar: user.profileImageUrl ?? undefined,
      initials: initialsOf(user),
      role: user.role,
    };
  },
  async getPermissions(): Promise<Role | undefined> {
    const user = currentUser ?? (await fetchCurrentUser());
    return user?.role;
  },
};
