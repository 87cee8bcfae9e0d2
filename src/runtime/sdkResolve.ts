// A module resolution hook for plugin processes: a plugin's `import '@sluice/connector-sdk'` always resolves to
// the SDK this Sluice ships (the plugin declares it as a peer dependency), wherever the plugin is installed.
interface ResolveContext {
  parentURL?: string;
  conditions: string[];
  importAttributes: Record<string, string>;
}
type NextResolve = (specifier: string, context?: Partial<ResolveContext>) => Promise<{ url: string; format?: string | null }>;

let hostURL: string | undefined;

export async function initialize(data: { hostURL: string }): Promise<void> {
  hostURL = data.hostURL;
}

export async function resolve(specifier: string, context: ResolveContext, next: NextResolve) {
  if (hostURL && (specifier === '@sluice/connector-sdk' || specifier.startsWith('@sluice/connector-sdk/'))) {
    return next(specifier, { ...context, parentURL: hostURL });
  }
  return next(specifier, context);
}
