import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import {
  type LoadStoresInput,
  type LoadStoresOutput,
  type StoreCookies,
  storeSwitchMachine,
} from '../../../machines/store-switch.machine.ts';
import { toBackendError } from '../commerce-actors.ts';
import { loadStores, redirectTo, reloadPage, writeStoreCookies } from '../store-switch.ts';

// The store switch flow's adapter: the only place its real actors and actions are supplied.
// `client` is the store view's Apollo client (a faked network in the machine tests); `effects`
// are the browser's cookies and page loads (recorded in the machine tests).

export interface StoreSwitchEffects {
  writeCookies: (cookies: StoreCookies) => void;
  /** A full page load of a path of the chosen store. */
  redirect: (path: string) => void;
  reload: () => void;
}

const BROWSER: StoreSwitchEffects = {
  writeCookies: writeStoreCookies,
  redirect: redirectTo,
  reload: reloadPage,
};

export function storeSwitchFlow(client: ApolloClient, effects: StoreSwitchEffects = BROWSER) {
  return storeSwitchMachine.provide({
    actors: {
      loadStores: fromPromise<LoadStoresOutput, LoadStoresInput>(async () => {
        try {
          return await loadStores(client);
        } catch (error) {
          throw toBackendError(error);
        }
      }),
    },
    actions: {
      writeCookies: (_, params) => effects.writeCookies(params),
      redirect: (_, params) => effects.redirect(params.path),
      reload: () => effects.reload(),
    },
  });
}
