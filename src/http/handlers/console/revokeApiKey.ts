import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

// Placeholder until the console operations are written.
export const revokeApiKey: Handler<'revokeApiKey'> = async () => {
  throw new AppError(500, 'internal_error', 'revokeApiKey is not written yet');
};
