// Sign-in as the shell sees it: signing out. Pages are in pages.ts, loaded lazily by the router.
export { useLogout } from './api';
