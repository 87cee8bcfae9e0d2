// Which GET paths are pages of the console (answered with its single page, which routes in the browser) rather
// than API operations. Only these prefixes: an unknown path stays a JSON 404 like any other.

const PAGE_ROOTS = ['login', 'account', 'flows', 'runs', 'connectors', 'api-keys', 'webhooks', 'members'];

export function isConsolePage(path: string): boolean {
  if (path === '/') return true;
  const first = path.split('/')[1] ?? '';
  return PAGE_ROOTS.includes(first);
}
