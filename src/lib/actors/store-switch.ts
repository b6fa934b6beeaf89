import type { ApolloClient } from '@apollo/client';
import { storeSwitchMachine } from '../../../machines/store-switch.machine.ts';
import { loadStoresWith, redirectTo, reloadPage, writeStoreCookies } from '../store-switch.ts';

// The store switch flow's adapter: the only place its real actors and actions are supplied.

export function storeSwitchFlow(client: ApolloClient) {
  return storeSwitchMachine.provide({
    actors: { loadStores: loadStoresWith(client) },
    actions: {
      writeCookies: (_, params) => writeStoreCookies(params),
      redirect: (_, params) => redirectTo(params.path),
      reload: () => reloadPage(),
    },
  });
}
