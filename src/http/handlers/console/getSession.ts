import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

// Placeholder until the console operations are written.
export const getSession: Handler<'getSession'> = async () => {
  throw new AppError(500, 'internal_error', 'getSession is not written yet');
};
