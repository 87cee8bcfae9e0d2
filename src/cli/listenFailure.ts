// The server's port or address cannot be used (another process holds the port, a privileged port, an address this
// machine does not have): said in one line naming the setting to change, instead of Node's stack trace.

/** A start that cannot go on for a reason of the machine it runs on; printed as `sluice: <message>`, exit 1. */
export class StartFailure extends Error {
  override name = 'StartFailure';
}

/**
 * The StartFailure for a failed listen on `host`:`port`, or undefined when the error is not one of those;
 * `portSetting` names what sets the port.
 */
export function listenFailure(err: unknown, port: number, host: string, portSetting = 'PORT or --port'): StartFailure | undefined {
  const code = (err as { code?: string } | undefined)?.code;
  switch (code) {
    case 'EADDRINUSE':
      return new StartFailure(`port ${port} is in use (EADDRINUSE): set ${portSetting}`);
    case 'EACCES':
      return new StartFailure(`port ${port} may not be used by this user (EACCES): set ${portSetting} (1024 or above)`);
    case 'EADDRNOTAVAIL':
      return new StartFailure(`${host} is not an address of this machine (EADDRNOTAVAIL): set HOST or --host`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartFailure(`${host} is not a known host name (${code}): set HOST or --host`);
    default:
      return undefined;
  }
}
