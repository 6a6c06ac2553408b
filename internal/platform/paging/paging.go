// Package paging reads and checks page-number paging parameters, shared by
// every list of the REST surfaces.
package paging

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"strconv"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Limits of page sizes.
const (
	DefaultSize = 20
	MaxSize     = 100
)

// Page is a 1-based page number and a page size.
type Page struct {
	Number int
	Size   int
}

// Offset is the number of rows before the page.
func (p Page) Offset() int { return (p.Number - 1) * p.Size }

// Parse reads page and size from query parameter values ("" means the
// default); a value that is not a positive whole number, or a size over
// MaxSize, is recorded in v against the parameter's name.
func Parse(v *errs.Validation, pageParam, pageValue, sizeParam, sizeValue string) Page {
	p := Page{Number: 1, Size: DefaultSize}
	if pageValue != "" {
		n, err := strconv.Atoi(pageValue)
		if v.Check(err == nil && n >= 1 && n <= 1_000_000, pageParam, "%s must be a whole number from 1", pageParam) {
			p.Number = n
		}
	}
	if sizeValue != "" {
		n, err := strconv.Atoi(sizeValue)
		if v.Check(err == nil && n >= 1 && n <= MaxSize, sizeParam, "%s must be a whole number from 1 to %d", sizeParam, MaxSize) {
			p.Size = n
		}
	}
	return p
}

// Cursor marks a position in a list ordered by (created_at, id), newest
// or oldest first: the last row a client has seen.
type Cursor struct {
	CreatedAt time.Time `json:"t"`
	ID        string    `json:"i"`
}

// Encode returns the opaque form of c given to clients.
func (c Cursor) Encode() string {
	b, _ := json.Marshal(c)
	return base64.RawURLEncoding.EncodeToString(b)
}

// DecodeCursor reads an opaque cursor; "" is nil.
func DecodeCursor(field, s string) (*Cursor, error) {
	if s == "" {
		return nil, nil
	}
	b, err := base64.RawURLEncoding.DecodeString(s)
	var c Cursor
	if err != nil || json.Unmarshal(b, &c) != nil || c.ID == "" {
		return nil, errs.Invalidf(field, "%s is not a cursor this API gave out", field)
	}
	return &c, nil
}

// First checks a connection's page size: default DefaultSize, at most MaxSize.
func First(first *int32) (int, error) {
	if first == nil {
		return DefaultSize, nil
	}
	if *first < 0 || *first > MaxSize {
		return 0, errs.Invalidf("first", "first must be from 0 to %d", MaxSize)
	}
	return int(*first), nil
}

// After narrows q, ordered by (created_at, id) newest first, to the rows
// after c (older than it); with inclusive, c's own row stays in. A nil c
// leaves q as it is.
func After(q *bun.SelectQuery, c *Cursor, inclusive bool) *bun.SelectQuery {
	if c == nil {
		return q
	}
	t, op := c.CreatedAt.UTC(), "<"
	if inclusive {
		op = "<="
	}
	return q.Where("(created_at < ? OR (created_at = ? AND id "+op+" ?))", t, t, c.ID)
}

// Select scans one page of q, newest first (created_at, id), and counts
// every row q matches.
func (p Page) Select(ctx context.Context, q *bun.SelectQuery) (int, error) {
	n, err := q.Order("created_at DESC", "id DESC").Limit(int64(p.Size)).Offset(int64(p.Offset())).ScanAndCount(ctx)
	return int(n), err
}

// SelectAfter scans up to limit+1 rows of q after c (nil: from the newest),
// newest first; the extra row tells the caller there is a next page.
func SelectAfter(ctx context.Context, q *bun.SelectQuery, c *Cursor, limit int) error {
	return After(q, c, false).Order("created_at DESC", "id DESC").Limit(int64(limit + 1)).Scan(ctx)
}

// OldestAfter narrows q, ordered by (created_at, id) oldest first, to the
// rows after c (newer than it). A nil c leaves q as it is.
func OldestAfter(q *bun.SelectQuery, c *Cursor) *bun.SelectQuery {
	if c == nil {
		return q
	}
	t := c.CreatedAt.UTC()
	return q.Where("(created_at > ? OR (created_at = ? AND id > ?))", t, t, c.ID)
}

// SelectOldestAfter scans up to limit+1 rows of q after c (nil: from the
// oldest), oldest first; the extra row tells the caller there is a next page.
func SelectOldestAfter(ctx context.Context, q *bun.SelectQuery, c *Cursor, limit int) error {
	return OldestAfter(q, c).Order("created_at", "id").Limit(int64(limit + 1)).Scan(ctx)
}

// MaxCount is the most CountUpTo counts: a list's totalCount stops there,
// so that counting costs at most a read of that many index entries.
const MaxCount = 10_000

// CountUpTo counts the rows q selects, up to MaxCount (which then means
// that many or more). q is a filtered select of one table, with no order
// or limit of its own.
func CountUpTo(ctx context.Context, idb bun.IDB, q *bun.SelectQuery) (int, error) {
	var n int
	err := idb.NewSelect().TableExpr("(?) AS matches", q.ColumnExpr("1").Limit(MaxCount)).ColumnExpr("count(*)").Scan(ctx, &n)
	return n, err
}
