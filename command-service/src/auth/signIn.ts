import type { AppContext } from '../http/context';

/** A new session id at every sign-in, so a session id seen before sign-in is worth nothing after. */
export async function signIn(ctx: AppContext, userId: string): Promise<void> {
  if (!ctx.session) throw new Error('session middleware missing');
  ctx.session.userId = userId;
  ctx.session.position = undefined;
  await ctx.session.regenerate();
}
