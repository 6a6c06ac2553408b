// Package graph is Meridian's GraphQL server.
//
// It holds gqlgen's output for schema/*.graphqls (generated.go, the
// executable schema, and model/, the Go types of the schema; both are
// regenerated with `go tool gqlgen generate` and never edited) and the
// server around it:
//   - transports: GraphQL over HTTP GET and POST as the GraphQL-over-HTTP
//     specification asks (http.go), and graphql-transport-ws websockets that
//     authenticate in connection_init and recheck their credential
//     (websocket.go); subscriptions run only over a websocket
//     (subscriptions.go);
//   - limits: body, token, depth, fragment, cost and overlap limits
//     measured before execution, and a cap on each response (limits.go,
//     overlap.go);
//   - the error presenter, which puts the stable key of an error in
//     extensions.code and hides the details of internal errors (server.go),
//     and the codes of request errors gqlgen must know as such (doc.go).
//
// NewHandler assembles the /graphql handler; authentication of HTTP
// requests is the caller's middleware. The resolvers live in package
// resolvers, and scalar/ holds the custom scalars.
package graph

import "github.com/99designs/gqlgen/graphql/errcode"

// requestErrorCodes are the codes of request errors found before execution
// (malformed or refused documents and parameters). gqlgen knows them as
// protocol errors: over HTTP they answer 400 with
// application/graphql-response+json and 200 with application/json (the
// transport turns gqlgen's 422 into 200).
var requestErrorCodes = []string{
	"websocket_required",
	"query_too_deep",
	"complexity_limit_exceeded",
	"too_many_fragments",
	"query_too_complex",
	"too_many_errors",
	"too_many_mutations",
	"introspection_disabled",
	"persisted_query_invalid",
	"invalid_value",
	"invalid_characters",
}

func init() {
	for _, code := range requestErrorCodes {
		errcode.RegisterErrorType(code, errcode.KindProtocol)
	}
}
