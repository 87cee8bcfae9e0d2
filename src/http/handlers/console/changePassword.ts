import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

// Placeholder until the console operations are written.
export const changePassword: Handler<'changePassword'> = async () => {
  throw new AppError(500, 'internal_error', 'changePassword is not written yet');
};
