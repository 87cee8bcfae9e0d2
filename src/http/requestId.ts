// X-Request-Id: a client's own id is kept when it is printable and at most 128 characters, else one is made.
import { newId } from '../ids.js';

const SANE = /^[\x21-\x7e]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SANE.test(value) ? value : newId('req');
}
