export { STORAGE_KEYS } from './storage-keys';
export {
  createSessionStore,
  isLoggedIn,
  readSessionFromStorage,
  sessionStore,
  useIsLoggedIn,
  useSession,
} from './session-store';
export type {
  ActingAs,
  AdminSession,
  SessionState,
  SessionStore,
  SignInInput,
  UserSession,
} from './session-store';
