import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

// Placeholder until the console operations are written.
export const signOut: Handler<'signOut'> = async () => {
  throw new AppError(500, 'internal_error', 'signOut is not written yet');
};
