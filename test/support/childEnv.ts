// The environment for a spawned `sluice` process: the test's, minus every Sluice setting, plus `env`
// (an undefined value removes a name).
export function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'SLUICE_SECRET_KEY', 'SLUICE_DATA_DIR', 'SLUICE_PUBLIC_URL', 'PORT', 'HOST']) delete base[name];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete base[name];
    else base[name] = value;
  }
  return base;
}
