// `sluice customers|users|keys …`: the tenant administration commands.
import type { Knex } from 'knex';
import { createApiKey, createCustomer, createUser, deleteCustomer, listApiKeys, revokeApiKey } from '../domain/access/service.js';
import { AccessInputError } from '../domain/access/errors.js';
import type { CustomerLimits } from '../domain/customerLimits.js';
import { parse, print, processIo, required, UsageError, type CommandIo, type Output } from './args.js';
import { pluginsCommand } from './pluginsAdmin.js';
import { loginLinkCommand, setPasswordCommand } from './users.js';
import type { ConnectorRuntime } from '../runtime/index.js';

/** The commands a running server also takes over its admin socket (src/cli/adminSocket.ts). */
export const ADMIN_COMMANDS: readonly string[] = ['customers', 'users', 'keys'];

/** What the admin socket takes: the admin commands, and `plugins`, which `sluice connector install|remove` send. */
export const SOCKET_COMMANDS: readonly string[] = [...ADMIN_COMMANDS, 'plugins'];

/** What the admin commands run with: the process's database and settings, or the running server's. */
export interface AdminContext {
  knex: Knex;
  /** The base of sign-in links: SLUICE_PUBLIC_URL, or the server's loopback address. */
  publicUrl: string;
  limits: CustomerLimits;
  /** The server's connector plugins, which `plugins reload` discovers again (pluginsAdmin.ts). */
  connectors?: ConnectorRuntime;
}

/** Runs `sluice …argv` for one of ADMIN_COMMANDS; throws what the command throws. */
export async function adminCommand(ctx: AdminContext, [command, ...argv]: string[], io: CommandIo = processIo()): Promise<void> {
  switch (command) {
    case 'customers':
      return customersCommand(ctx.knex, argv, io.out);
    case 'users':
      return usersCommand(ctx.knex, argv, { publicUrl: ctx.publicUrl, limits: ctx.limits, io });
    case 'keys':
      return keysCommand(ctx.knex, argv, ctx.limits, io.out);
    case 'plugins':
      return pluginsCommand(ctx, argv, io.out);
    default:
      throw new UsageError(`'${command ?? ''}' is not one of the admin commands (${SOCKET_COMMANDS.join(', ')})`);
  }
}

export async function customersCommand(knex: Knex, [sub, ...argv]: string[], out: Output = process.stdout): Promise<void> {
  if (sub === 'delete') return deleteCustomerCommand(knex, argv, out);
  if (sub !== 'create') throw new UsageError('usage: sluice customers create --name NAME [--json] | delete CUS --yes [--json]');
  const { values } = parse(argv, { name: { type: 'string' } });
  const customer = await createCustomer(knex, { name: required(values, 'name') });
  print(out, values.json, { id: customer.id, name: customer.name }, `created customer ${customer.id} (${customer.name})`);
}

async function deleteCustomerCommand(knex: Knex, argv: string[], out: Output): Promise<void> {
  const { values, positionals } = parse(argv, { yes: { type: 'boolean' } }, 1);
  const id = positionals[0];
  if (!id) throw new UsageError('usage: sluice customers delete CUS --yes [--json]');
  if (!values.yes) throw new UsageError(`deleting ${id} deletes all its users, keys, connectors, flows, runs, records and webhooks; add --yes to confirm`);
  if (!(await deleteCustomer(knex, id))) throw new AccessInputError(`no customer ${id}`);
  print(out, values.json, { id, deleted: true }, `deleted customer ${id} and everything it owned`);
}

/** `limits` bound what `create` adds to a customer, as they bound the API and the console. */
export async function usersCommand(
  knex: Knex,
  [sub, ...argv]: string[],
  { publicUrl, limits, io = processIo() }: { publicUrl: string; limits: CustomerLimits; io?: CommandIo },
): Promise<void> {
  if (sub === 'set-password') return setPasswordCommand(knex, argv, io);
  if (sub === 'login-link') return loginLinkCommand(knex, argv, publicUrl, io.out);
  if (sub !== 'create') {
    throw new UsageError('usage: sluice users create --customer CUS --email EMAIL --role owner|admin|member|viewer [--json] | set-password USR --password-stdin | login-link USR [--json]');
  }
  const { values } = parse(argv, { customer: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } });
  const user = await createUser(knex, {
    customerId: required(values, 'customer'),
    email: required(values, 'email'),
    role: required(values, 'role'),
    maxPerCustomer: limits.members,
  });
  print(io.out, values.json, { id: user.id, customer_id: user.customer_id, email: user.email, role: user.role }, `created user ${user.id} (${user.email}, ${user.role})`);
}

/** `limits` bound what `create` adds to a customer, as they bound the API and the console. */
export async function keysCommand(knex: Knex, [sub, ...argv]: string[], limits: CustomerLimits, out: Output = process.stdout): Promise<void> {
  switch (sub) {
    case 'create': {
      const { values } = parse(argv, {
        customer: { type: 'string' },
        user: { type: 'string' },
        scopes: { type: 'string' },
        'expires-in-days': { type: 'string' },
        name: { type: 'string' },
      });
      const days = values['expires-in-days'];
      if (days !== undefined && !/^\d+$/.test(days)) throw new UsageError(`--expires-in-days must be 30, 90 or 365; got '${days}'`);
      const { record, key } = await createApiKey(knex, {
        customerId: required(values, 'customer'),
        userId: required(values, 'user'),
        scopes: required(values, 'scopes').split(','),
        expiresInDays: days === undefined ? undefined : Number(days),
        name: values.name,
        maxPerCustomer: limits.apiKeys,
      });
      print(
        out,
        values.json,
        { id: record.id, key, scopes: record.scopes, expires_at: record.expires_at },
        `created key ${record.id} with scopes ${record.scopes.join(',')}${record.expires_at ? `, expiring ${record.expires_at}` : ''}\n` +
          `key (shown once, store it now): ${key}`,
      );
      return;
    }
    case 'list': {
      const { values } = parse(argv, { customer: { type: 'string' } });
      const keys = await listApiKeys(knex, required(values, 'customer'));
      if (values.json) {
        out.write(`${JSON.stringify({ data: keys })}\n`);
        return;
      }
      for (const k of keys) {
        const state = k.revoked_at ? `revoked ${k.revoked_at}` : k.expires_at ? `expires ${k.expires_at}` : 'no expiry';
        out.write(`${k.id}  ${k.prefix}…  ${k.scopes.join(',')}  ${state}${k.name ? `  ${k.name}` : ''}\n`);
      }
      if (keys.length === 0) out.write('no keys\n');
      return;
    }
    case 'revoke': {
      const { values, positionals } = parse(argv, {}, 1);
      const id = positionals[0];
      if (!id) throw new UsageError('usage: sluice keys revoke KEY_ID [--json]');
      const record = await revokeApiKey(knex, id);
      print(out, values.json, { id: record.id, revoked_at: record.revoked_at }, `revoked key ${record.id}`);
      return;
    }
    default:
      throw new UsageError('usage: sluice keys create|list|revoke …');
  }
}
