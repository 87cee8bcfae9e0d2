// One-time sign-in links `<public url>/login/link#<token>`: valid 15 minutes, usable once. Only the token's SHA-256
// is stored; consuming one is a single conditional UPDATE, so two concurrent uses cannot both succeed.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { hashToken, looksLikeToken, newToken } from './tokens.js';

export const LOGIN_LINK_MINUTES = 15;

export interface LoginLink {
  url: string;
  token: string;
  expires_at: string;
}

export async function createLoginLink(db: Knex, input: { userId: string; publicUrl: string }): Promise<LoginLink> {
  const token = newToken();
  const [row] = await db('login_links')
    .insert({
      token_hash: hashToken(token),
      user_id: input.userId,
      expires_at: db.raw(`clock_timestamp() + make_interval(mins => ?)`, [LOGIN_LINK_MINUTES]),
    })
    .returning(['expires_at']);
  return { url: `${input.publicUrl.replace(/\/+$/, '')}/login/link#${token}`, token, expires_at: row.expires_at as string };
}

/** Marks the link used and answers its user, or undefined when the token is unknown, used or expired. */
export async function consumeLoginLink(db: Knex, token: string): Promise<string | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const [row] = await db('login_links')
    .where({ token_hash: hashToken(token) })
    .whereNull('used_at')
    .where('expires_at', '>', db.raw('clock_timestamp()'))
    .update({ used_at: db.raw('clock_timestamp()') })
    .returning(['user_id']);
  return row ? (row.user_id as string) : undefined;
}

export async function pruneLoginLinks(db: Knex): Promise<number> {
  const n = await db('login_links').whereNotNull('used_at').orWhere('expires_at', '<=', db.raw('clock_timestamp()')).delete();
  return affected(n);
}
