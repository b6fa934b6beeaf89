import { sessionMachine } from '../../../machines/session.machine.ts';
import { track } from '../analytics.ts';
import { CONTENT_USER_COOKIE, currentLang, sessionActors, syncContent } from '../commerce-actors.ts';
import { deleteCartId, deleteCookie, deleteCustomerSession } from '../cookies.ts';

// The session flow's adapter: the only place its real actors and actions are supplied.

/** The session machine with the app's real side effects. */
export const appSession = sessionMachine.provide({
  actors: sessionActors,
  actions: {
    // The server set the token cookie (httpOnly) and the flag with the sign-in's answer.
    storeToken: () => {},
    clearToken: () => deleteCustomerSession(),
    clearCartId: () => deleteCartId(),
    clearContentUser: () => deleteCookie(CONTENT_USER_COOKIE),
    syncContentLogin: (_, params) => syncContent('login', params.email),
    syncContentLogout: () => syncContent('logout'),
    pushLoginAnalytics: (_, params) =>
      track({ event: 'login', customerGroup: params.customer.group_id ?? null }),
    redirectHome: () => window.location.assign(`/${currentLang()}/`),
  },
});
