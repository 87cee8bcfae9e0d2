import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

// Placeholder until the console operations are written.
export const updateMember: Handler<'updateMember'> = async () => {
  throw new AppError(500, 'internal_error', 'updateMember is not written yet');
};
