// Input errors of the access domain (customers, users, keys); the CLI prints them, the API would map them.
export class AccessInputError extends Error {
  override name = 'AccessInputError';
}
