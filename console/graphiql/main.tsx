// GraphiQL for this server: queries and mutations by POST /graphql,
// subscriptions over graphql-transport-ws on the same path, both with the
// console's session cookie, or with a credential given in the headers
// editor.
import './styles';
// Monaco's language services run in web workers, built as files of their own.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { getIntrospectionQuery, getOperationAST, parse } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { createRoot } from 'react-dom/client';

// The server refuses operations nested more than 12 levels deep. The stock
// introspection query GraphiQL sends follows wrapped types 9 levels down
// (15 levels in all, under __schema.types.fields.args.type); 6 make 12 in
// all and describe every type of the schema ([[X!]!]! needs 4).
const stockIntrospection = getIntrospectionQuery();
const introspection = getIntrospectionQuery({ typeDepth: 6 });

// The subscriptions' websockets, one per credential ('' for the session
// cookie, which the upgrade request carries).
const sockets = new Map<string, Client>();

function socket(authorization: string): Client {
  let client = sockets.get(authorization);
  if (!client) {
    client = createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      lazy: true,
      connectionParams: authorization ? { authorization } : {},
    });
    sockets.set(authorization, client);
  }
  return client;
}

// isSubscription reports whether the operation run is a subscription (the
// editor's own parse of the document may lag behind what was typed).
function isSubscription(query: string, operationName?: string | null): boolean {
  try {
    return getOperationAST(parse(query), operationName ?? undefined)?.operation === 'subscription';
  } catch {
    return false; // the server reports the syntax error
  }
}

const fetcher: GraphiQLProps['fetcher'] = async (params, opts) => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(opts?.headers ?? {})) headers[name] = String(value);
  if (isSubscription(params.query, params.operationName)) {
    const credential = Object.entries(headers).find(([name]) =>
      ['authorization', 'x-api-key', 'x-client-token'].includes(name.toLowerCase()),
    );
    return socket(credential?.[1] ?? '').iterate({
      query: params.query,
      operationName: params.operationName ?? undefined,
      variables: params.variables ?? undefined,
    });
  }
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify({ ...params, query: params.query === stockIntrospection ? introspection : params.query }),
  });
  return response.json();
};

createRoot(document.getElementById('root')!).render(<GraphiQL fetcher={fetcher} />);
