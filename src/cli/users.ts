// `sluice users set-password|login-link`: a user's password (read from stdin, never echoed or logged) and one-time
// sign-in links to the console.
import type { Knex } from 'knex';
import { createLoginLink, LOGIN_LINK_MINUTES } from '../domain/access/loginLinks.js';
import { passwordProblem } from '../domain/access/passwords.js';
import { setPassword } from '../domain/access/signIn.js';
import { AccessInputError } from '../domain/access/errors.js';
import { findUserById } from '../domain/access/service.js';
import { parse, print, processIo, UsageError, type CommandIo, type Output } from './args.js';

/** All of `stdin` as text, refused past 64 KiB; also what the CLI reads to send to a running server. */
export async function readPasswordInput(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    if (chunks.reduce((n, c) => n + c.length, 0) > 64 * 1024) throw new UsageError('--password-stdin: the input is far longer than a password');
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Whether `sluice …argv` reads a password from standard input. */
export function readsPassword(argv: readonly string[]): boolean {
  return argv[0] === 'users' && argv[1] === 'set-password' && argv.includes('--password-stdin');
}

export async function setPasswordCommand(knex: Knex, argv: string[], io: CommandIo = processIo()): Promise<void> {
  const usage = 'usage: sluice users set-password USR --password-stdin [--json]   (the password is read from standard input)';
  const { values, positionals } = parse(argv, { 'password-stdin': { type: 'boolean' } }, 1);
  const userId = positionals[0];
  if (!userId) throw new UsageError(usage);
  if (!values['password-stdin']) throw new UsageError(`${usage}; passwords are never taken as arguments, which other users can see`);
  const exists = await findUserById(knex, userId);
  if (!exists) throw new AccessInputError(`no user ${userId}`);
  // One trailing newline (from `echo` or a here-string) is not part of the password.
  const password = (await readPasswordInput(io.stdin)).replace(/\r?\n$/, '');
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(problem);
  await setPassword(knex, userId, password);
  print(io.out, values.json, { id: userId, has_password: true }, `set the password of ${userId}`);
}

export async function loginLinkCommand(knex: Knex, argv: string[], publicUrl: string, out: Output = process.stdout): Promise<void> {
  const { values, positionals } = parse(argv, {}, 1);
  const userId = positionals[0];
  if (!userId) throw new UsageError('usage: sluice users login-link USR [--json]');
  const user = await findUserById(knex, userId);
  if (!user) throw new AccessInputError(`no user ${userId}`);
  const link = await createLoginLink(knex, { userId, publicUrl });
  print(
    out,
    values.json,
    { url: link.url, expires_at: link.expires_at },
    `sign-in link for ${user.email} (works once, for ${LOGIN_LINK_MINUTES} minutes, until ${link.expires_at}):\n${link.url}`,
  );
}
