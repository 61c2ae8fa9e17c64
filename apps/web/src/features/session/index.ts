// Session: who is signed in, as the server says; the views only a signed-in user may see.
// The shell reads it: a face loads whole, so what is added here comes with the first page.
export {
  getSession,
  replaceSession,
  sessionQuery,
  sessionQueryKey,
  updateSessionUser,
  useSession,
  useSessionUser,
} from './api/get-session.ts';
export { logOut } from './api/log-out.ts';
export { RequireUser } from './require-user.tsx';
export { saveAccountLanguage, useSaveLanguage } from './api/save-language.ts';
