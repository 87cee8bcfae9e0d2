import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

// Placeholder until the console operations are written.
export const listApiKeys: Handler<'listApiKeys'> = async () => {
  throw new AppError(500, 'internal_error', 'listApiKeys is not written yet');
};
