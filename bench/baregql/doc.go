// Package baregql is the GraphQL benchmark's baseline: the same viewer
// query served by bare gqlgen, with no authentication, middleware or
// database, so that bench/foundation.sh can put Meridian's figure beside it.
package baregql
