package resolvers

import (
	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/paging"
)

// trim cuts the extra look-ahead row that services return past limit and
// builds the page info from the last row kept.
func trim[T any](rows []T, limit int, cursorOf func(*T) paging.Cursor) ([]T, *model.PageInfo) {
	info := &model.PageInfo{HasNextPage: len(rows) > limit}
	if len(rows) > limit {
		rows = rows[:limit]
	}
	if len(rows) > 0 {
		c := cursorOf(&rows[len(rows)-1]).Encode()
		info.EndCursor = &c
	}
	return rows, info
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
