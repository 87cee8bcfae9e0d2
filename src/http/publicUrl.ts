/** Sluice's public base URL when SLUICE_PUBLIC_URL is not set: loopback at the port the server bound. */
export function defaultPublicUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}
