// Why a run stopped: the stage it was in, a stable code and a message for the run and its `run.failed` event, and,
// when a connector's plugin caused it, which connector and the plugin's classified failure (auth and quota
// failures degrade that connector, as a failed verify does).
import type { RunStage } from '../domain/runs/repository.js';
import { ConnectorFailure } from '../runtime/failures.js';

export class RunStop extends Error {
  override name = 'RunStop';

  constructor(
    readonly stage: RunStage,
    readonly code: string,
    message: string,
    readonly connector?: { id: string; failure: ConnectorFailure },
  ) {
    super(message);
  }

  /** A plugin call's failure, attributed to the connector whose plugin it was. */
  static fromPlugin(stage: RunStage, connectorId: string, role: 'source' | 'destination', err: ConnectorFailure): RunStop {
    return new RunStop(stage, err.code, `${role} connector '${connectorId}': ${err.message}`, { id: connectorId, failure: err });
  }
}

/** The worker is shutting down (or lost the run to another worker): stop at the next batch boundary. */
export class RunInterrupted extends Error {
  override name = 'RunInterrupted';
}

export function isConnectorFailure(err: unknown): err is ConnectorFailure {
  return err instanceof ConnectorFailure;
}
