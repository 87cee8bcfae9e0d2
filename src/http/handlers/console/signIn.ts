import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

// Placeholder until the console operations are written.
export const signIn: Handler<'signIn'> = async () => {
  throw new AppError(500, 'internal_error', 'signIn is not written yet');
};
