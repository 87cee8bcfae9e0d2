import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

// Placeholder until the console operations are written.
export const listMembers: Handler<'listMembers'> = async () => {
  throw new AppError(500, 'internal_error', 'listMembers is not written yet');
};
