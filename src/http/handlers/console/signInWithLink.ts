import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

// Placeholder until the console operations are written.
export const signInWithLink: Handler<'signInWithLink'> = async () => {
  throw new AppError(500, 'internal_error', 'signInWithLink is not written yet');
};
