// `plugins reload` and `plugins users`: what `sluice connector install|remove` ask of a server running on the
// embedded database, over its admin socket (adminSocket.ts): to discover its plugins again, and which connectors use
// a connector type (the server holds the database the command cannot open meanwhile). Operators run the
// `connector` commands, not these.
import type { Knex } from 'knex';
import { connectorTypeUsers } from '../domain/connectors/typeUsers.js';
import type { ConnectorRuntime } from '../runtime/index.js';
import { parse, UsageError, type Output } from './args.js';

const USAGE = 'usage: sluice plugins reload | users TYPE [--version V --newest]';

export async function pluginsCommand(ctx: { knex: Knex; connectors?: ConnectorRuntime | undefined }, [sub, ...argv]: string[], out: Output): Promise<void> {
  if (sub === 'reload') {
    if (!ctx.connectors) throw new UsageError('this process has no connector runtime to reload');
    const { types } = await ctx.connectors.reload();
    out.write(`${JSON.stringify({ types: types.map((t) => `${t.id} ${t.version}`) })}\n`);
    return;
  }
  if (sub !== 'users') throw new UsageError(USAGE);
  const { values, positionals } = parse(argv, { version: { type: 'string' }, newest: { type: 'boolean' } }, 1);
  const id = positionals[0];
  if (!id) throw new UsageError(USAGE);
  const version = values.version === undefined ? undefined : { version: values.version, newest: values.newest === true };
  out.write(`${JSON.stringify(await connectorTypeUsers(ctx.knex, id, version))}\n`);
}
