// The error a refused connection fails with. It carries the SDK's error kind as a plain property (`config`: the
// customer must change the configuration), so a plugin that lets it through, or a driver that passes socket errors
// on, reports a config failure naming the rule, never anything the target said.
export const EGRESS_REFUSED_CODE = 'ERR_SLUICE_ADDRESS_REFUSED';

export type Audience = 'connectors' | 'webhooks';

const RULE: Record<Audience, string> = {
  connectors: 'connectors may reach public addresses only (SLUICE_EGRESS_ALLOW opens more)',
  webhooks: 'webhooks are delivered to public addresses only',
};

export class EgressRefusedError extends Error {
  override name = 'EgressRefusedError';
  readonly code = EGRESS_REFUSED_CODE;
  readonly connectorErrorKind = 'config';

  /** `host` as written, the `address` it resolved to (the same for a literal), and the class of that address. */
  static forAddress(audience: Audience, host: string, address: string, addressClass: string): EgressRefusedError {
    return new EgressRefusedError(
      host === address
        ? `${address} is a ${addressClass} address; ${RULE[audience]}`
        : `${host} resolves to ${address}, a ${addressClass} address; ${RULE[audience]}`,
    );
  }

  static unixSocket(path: string): EgressRefusedError {
    return new EgressRefusedError(`${path} is a Unix socket; connectors may reach network addresses only`);
  }

  /** Behind the wall, an encrypted opening to the server of Sluice's own database (its proxy could not read the name). */
  static encryptedToOwnServer(where: string): EgressRefusedError {
    return new EgressRefusedError(`${where} is the server of Sluice's own database; behind the plugin wall a connection to it must not be encrypted, so the database it asks for can be checked (connect without TLS)`);
  }

  static ownDatabase(where: string, database: string): EgressRefusedError {
    return new EgressRefusedError(`${where} database '${database}' is Sluice's own database; no connector may reach it, whatever SLUICE_EGRESS_ALLOW allows`);
  }
}

export function isEgressRefusal(err: unknown): err is EgressRefusedError {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === EGRESS_REFUSED_CODE;
}
