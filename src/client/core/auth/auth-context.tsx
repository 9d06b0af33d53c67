import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AuthSession } from './model/auth-session';
import type { AuthState } from './model/auth-state';

export const AuthContext = createContext<AuthSession | null>(null);

export function useAuthController(): AuthSession {
  const controller = useContext(AuthContext);
  if (!controller) throw new Error('useAuthController outside AuthContext');
  return controller;
}

export function useAuth(): AuthState {
  const controller = useAuthController();
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}
