// Operations whose handler arrives with a later release answer 501 in the error envelope.
import { AppError } from '../../errors.js';

export function notImplemented(operation: string): never {
  throw new AppError(501, 'not_implemented', `${operation} is not implemented in this release yet`, { expose: true });
}
