// The signed-in session (user, customer, scopes) shared with every page, and the checks pages use to show or
// hide write controls.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Role, Schemas, Scope } from './api';

export type Session = Schemas['ConsoleSession'];

export interface SessionState {
  session: Session;
  /** Reloads the session from the API (after a password change, for instance). */
  refresh: () => void;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside a signed-in page');
  return state;
}

export function useCan(scope: Scope): boolean {
  return useSession().session.scopes.includes(scope);
}

export const ROLES: Role[] = ['owner', 'admin', 'member', 'viewer'];

/** Higher is more: owner 3, admin 2, member 1, viewer 0; a role this console does not know yet ranks lowest (-1). */
export function roleRank(role: string): number {
  const index = ROLES.indexOf(role as Role);
  return index < 0 ? -1 : ROLES.length - 1 - index;
}

/** Responses report roles as open strings (new roles may appear): only the known managing roles count. */
export function isManager(role: string): boolean {
  return role === 'owner' || role === 'admin';
}
