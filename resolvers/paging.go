package resolvers

import (
	"context"

	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// edges turns a service's rows (limit, plus one look-ahead row when there
// is a next page), read after the cursor after (nil: from the start), into
// a connection's edges and page info. cursor gives a row's position; edge
// builds the edge of a row from its encoded cursor.
func edges[T, E any](rows []T, limit int, after *paging.Cursor, cursor func(*T) paging.Cursor, edge func(c string, row *T) E) ([]E, *model.PageInfo) {
	info := &model.PageInfo{HasNextPage: len(rows) > limit, HasPreviousPage: after != nil}
	rows = rows[:min(len(rows), limit)]
	out := make([]E, len(rows))
	for i := range rows {
		c := cursor(&rows[i]).Encode()
		out[i] = edge(c, &rows[i])
		if i == 0 {
			info.StartCursor = &c
		}
		info.EndCursor = &c
	}
	return out, info
}

// connectionArgs checks a connection's first and after arguments.
func connectionArgs(first *int32, after *string) (int, *paging.Cursor, error) {
	limit, err := paging.First(first)
	if err != nil || after == nil {
		return limit, nil, err
	}
	cur, err := paging.DecodeCursor("after", *after)
	return limit, cur, err
}

// keyPage reads the secret key's principal of a connection's query and
// its first and after arguments.
func keyPage(ctx context.Context, first *int32, after *string) (auth.Principal, int, *paging.Cursor, error) {
	p, err := secretKeyPrincipal(ctx)
	if err != nil {
		return p, 0, nil, err
	}
	limit, cur, err := connectionArgs(first, after)
	return p, limit, cur, err
}
