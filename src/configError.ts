// A setting (environment variable, command-line option or data dir) that cannot be used: the process says what and
// stops, without a stack trace. Its own module, so that what checks a setting needs nothing of config.ts.
export class ConfigError extends Error {}
