// Scopes a key can hold and what each role allows. A key's effective permission is its scopes ∩ its user's role.

export const SCOPES = [
  'flows:read',
  'flows:write',
  'runs:read',
  'runs:write',
  'connectors:read',
  'connectors:write',
  'webhooks:read',
  'webhooks:write',
  'data:read',
] as const;

export type Scope = (typeof SCOPES)[number];

export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const READ_SCOPES = SCOPES.filter((s) => s.endsWith(':read') || s === 'data:read');

export const ROLE_SCOPES: Readonly<Record<Role, ReadonlySet<Scope>>> = {
  owner: new Set(SCOPES),
  admin: new Set(SCOPES),
  member: new Set<Scope>([...READ_SCOPES, 'flows:write', 'runs:write']),
  viewer: new Set<Scope>(READ_SCOPES),
};

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function effectiveScopes(keyScopes: readonly string[], role: Role): Set<Scope> {
  const allowed = ROLE_SCOPES[role];
  return new Set(keyScopes.filter((s): s is Scope => isScope(s) && allowed.has(s)));
}
