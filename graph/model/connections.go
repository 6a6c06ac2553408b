package model

import "context"

// SessionConnection is a page of sessions. Count counts every session the
// list's filter matches, all pages together; it runs only when the query
// asks for totalCount.
type SessionConnection struct {
	Edges    []*SessionEdge `json:"edges"`
	PageInfo *PageInfo      `json:"pageInfo"`
	Count    func(ctx context.Context) (int, error)
}
