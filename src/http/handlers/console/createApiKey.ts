import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

// Placeholder until the console operations are written.
export const createApiKey: Handler<'createApiKey'> = async () => {
  throw new AppError(500, 'internal_error', 'createApiKey is not written yet');
};
