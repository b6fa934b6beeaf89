import type { ApolloClient } from '@apollo/client';
import { sessionMachine } from '../../../machines/session.machine.ts';
import { type AnalyticsEvent, track } from '../analytics.ts';
import { solveFreshCaptcha } from '../captcha-solver.ts';
import {
  CONTENT_USER_COOKIE,
  type ContentRequest,
  currentLang,
  type SessionBrowser,
  sessionActors,
  storeViewClient,
  syncContent,
} from '../commerce-actors.ts';
import { deleteCartId, deleteCookie, deleteCustomerSession, readCustomerSession } from '../cookies.ts';

// The session flow's adapter: the only place its real actors and actions are supplied. `client`
// gives the store view's Apollo client (a faked network in the machine tests); `effects` are the
// browser's cookies, the content API's login sync, analytics and page loads (recorded in the
// machine tests).

export interface SessionEffects extends SessionBrowser {
  /** Deletes the readable session flag (the token itself is an httpOnly cookie of the server). */
  deleteSessionFlag: () => void;
  deleteCartId: () => void;
  /** Deletes the content system's user cookie. */
  deleteContentUser: () => void;
  /** A request to the content API (its login sync), sent with the shop's cookies. */
  requestContent: ContentRequest;
  /** Pushes an analytics event (when consent was given). */
  track: (event: AnalyticsEvent) => void;
  /** A full page load of a path of the shop. */
  redirect: (path: string) => void;
}

export const SESSION_BROWSER_EFFECTS: SessionEffects = {
  readSessionFlag: readCustomerSession,
  solveCaptcha: solveFreshCaptcha,
  deleteSessionFlag: deleteCustomerSession,
  deleteCartId,
  deleteContentUser: () => deleteCookie(CONTENT_USER_COOKIE),
  requestContent: (url, init) => fetch(url, init),
  track,
  redirect: (path) => window.location.assign(path),
};

export function sessionFlow(
  client: () => ApolloClient = storeViewClient,
  effects: SessionEffects = SESSION_BROWSER_EFFECTS,
) {
  return sessionMachine.provide({
    actors: sessionActors(client, effects),
    actions: {
      // The server set the token cookie (httpOnly) and the flag with the sign-in's answer.
      storeToken: () => {},
      clearToken: () => effects.deleteSessionFlag(),
      clearCartId: () => effects.deleteCartId(),
      clearContentUser: () => effects.deleteContentUser(),
      syncContentLogin: (_, params) => syncContent('login', params.email, effects.requestContent),
      syncContentLogout: () => syncContent('logout', undefined, effects.requestContent),
      pushLoginAnalytics: (_, params) =>
        effects.track({ event: 'login', customerGroup: params.customer.group_id ?? null }),
      redirectHome: () => effects.redirect(`/${currentLang()}/`),
    },
  });
}

/** The session machine with the app's real side effects. */
export const appSession = sessionFlow();
