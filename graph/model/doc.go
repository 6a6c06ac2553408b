// Package model holds the GraphQL API's Go types that gqlgen generates from
// schema/ (models_gen.go) and the connection types written beside them.
package model
