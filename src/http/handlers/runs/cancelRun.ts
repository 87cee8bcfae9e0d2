// PLACEHOLDER until the run-fairness work lands: cancel is in the contract, not yet in the engine.
import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

export const cancelRun: Handler<'cancelRun'> = async () => {
  throw new AppError(501, 'not_implemented', 'cancelling runs is not implemented yet');
};
