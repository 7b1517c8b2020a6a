import { createFlagStore } from '../../lib/flag-store.ts';

/** The Session Expired modal (spec 000 §2 "Other"): shown after an idle timeout. */
const sessionExpired = createFlagStore<{ wasAuthenticated: boolean } | null>(null);

export const showSessionExpired = (wasAuthenticated: boolean) => sessionExpired.set({ wasAuthenticated });
export const hideSessionExpired = () => sessionExpired.set(null);
export const useSessionExpired = sessionExpired.use;
