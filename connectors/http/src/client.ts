// Requests to the configured API: URLs under base_url, the auth header, a time-out per request, JSON answers.
import { ConfigError, type Context } from '@sluice/connector-sdk';
import type { HttpConfig, HttpCredentials } from './config.js';

export type HttpContext = Context<HttpConfig, HttpCredentials>;

export function urlFor(config: HttpConfig, path: string, query: Record<string, string | number> = {}): URL {
  const url = new URL(`${config.base_url.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  return url;
}

function headers(ctx: HttpContext, extra: Record<string, string> = {}): Headers {
  const h = new Headers({ Accept: 'application/json', ...ctx.config.headers, ...extra });
  const token = ctx.credentials.token;
  if (token) h.set(ctx.config.auth.header, ctx.config.auth.scheme ? `${ctx.config.auth.scheme} ${token}` : token);
  return h;
}

export function request(ctx: HttpContext, url: URL, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return ctx.fetch(url, {
    method: init.method ?? 'GET',
    headers: headers(ctx, body === undefined ? {} : { 'Content-Type': 'application/json' }),
    body,
    signal: AbortSignal.timeout(ctx.config.timeout_seconds * 1000),
  });
}

export async function json(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ConfigError(`${what} answered ${res.status} with a body that is not JSON`);
  }
}

/** A short, human description of an error body: its message, or its status. */
export function errorText(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const err = b.error;
    if (typeof err === 'string') return err;
    if (err && typeof err === 'object' && typeof (err as Record<string, unknown>).message === 'string') return (err as { message: string }).message;
    if (typeof b.message === 'string') return b.message;
  }
  return `HTTP ${status}`;
}
