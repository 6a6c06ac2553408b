// The console's GraphQL client: POST /graphql with the session cookie,
// and graphql-transport-ws on the same path for subscriptions.
import { Client, cacheExchange, fetchExchange, mapExchange, subscriptionExchange } from '@urql/core';
import { createClient as createWSClient } from 'graphql-ws';
import { ENROLLMENT_REQUIRED, codes, isSignedOut } from './errors';

export interface ClientEvents {
  /** The session is missing or has ended. */
  signedOut(): void;
  /** The organization asks for a second factor this person has not set up. */
  enrollmentRequired(): void;
}

/** RECONNECTED is the window event sent when the subscriptions' websocket is back after a loss. */
export const RECONNECTED = 'meridian:reconnected';

/** makeClient returns a client with an empty cache (one per sign-in, organization and mode). */
export function makeClient(events: ClientEvents): Client {
  const ws = createWSClient({
    url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
    lazy: true,
    // A dashboard stays open all day: it reconnects for as long as it
    // takes (graphql-ws backs off between tries), and says when it is back
    // so that live pages read again what they may have missed.
    retryAttempts: Infinity,
    shouldRetry: () => true,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) window.dispatchEvent(new Event(RECONNECTED));
      },
    },
  });
  return new Client({
    url: '/graphql',
    preferGetMethod: false,
    fetchOptions: { credentials: 'same-origin', headers: { Accept: 'application/graphql-response+json, application/json' } },
    exchanges: [
      mapExchange({
        onError(error) {
          if (isSignedOut(error)) events.signedOut();
          else if (codes(error).includes(ENROLLMENT_REQUIRED)) events.enrollmentRequired();
        },
      }),
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query || '' };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
}
