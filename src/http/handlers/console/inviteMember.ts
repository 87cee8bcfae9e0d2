import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

// Placeholder until the console operations are written.
export const inviteMember: Handler<'inviteMember'> = async () => {
  throw new AppError(500, 'internal_error', 'inviteMember is not written yet');
};
