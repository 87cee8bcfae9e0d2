import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

// Placeholder until the console operations are written.
export const removeMember: Handler<'removeMember'> = async () => {
  throw new AppError(500, 'internal_error', 'removeMember is not written yet');
};
