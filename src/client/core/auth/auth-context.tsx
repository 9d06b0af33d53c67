import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AuthController, AuthState } from './model/auth-controller';

export const AuthContext = createContext<AuthController | null>(null);

export function useAuthController(): AuthController {
  const controller = useContext(AuthContext);
  if (!controller) throw new Error('useAuthController outside AuthContext');
  return controller;
}

export function useAuth(): AuthState {
  const controller = useAuthController();
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}
