package resolvers

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vikstrous/dataloadgen"

	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

type row struct {
	id string
	at time.Time
}

func TestEdges(t *testing.T) {
	t.Parallel()
	base := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	rows := []row{{"c", base.Add(2 * time.Second)}, {"b", base.Add(time.Second)}, {"a", base}}
	cursor := func(r *row) paging.Cursor { return paging.Cursor{CreatedAt: r.at, ID: r.id} }
	edge := func(c string, r *row) [2]string { return [2]string{c, r.id} }
	for _, c := range []struct {
		name    string
		rows    []row
		limit   int
		ids     []string
		hasNext bool
	}{
		{"no rows", nil, 2, []string{}, false},
		{"fewer rows than the limit", rows[:1], 2, []string{"c"}, false},
		{"as many rows as the limit", rows[:2], 2, []string{"c", "b"}, false},
		{"a look-ahead row", rows, 2, []string{"c", "b"}, true},
		{"limit 0 with a look-ahead row", rows[:1], 0, []string{}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			out, info := edges(c.rows, c.limit, nil, cursor, edge)
			ids := []string{}
			for _, e := range out {
				ids = append(ids, e[1])
			}
			require.Equal(t, c.ids, ids)
			require.Equal(t, c.hasNext, info.HasNextPage)
			require.False(t, info.HasPreviousPage, "read from the start")
			if len(out) == 0 {
				require.Nil(t, info.EndCursor)
				require.Nil(t, info.StartCursor)
				return
			}
			last := out[len(out)-1]
			require.Equal(t, last[0], *info.EndCursor, "the end cursor is the last edge's")
			require.Equal(t, out[0][0], *info.StartCursor, "the start cursor is the first edge's")
			_, after := edges(c.rows, c.limit, &paging.Cursor{ID: "z"}, cursor, edge)
			require.True(t, after.HasPreviousPage, "read after a cursor")
			for i, e := range out {
				cur, err := paging.DecodeCursor("after", e[0])
				require.NoError(t, err)
				require.Equal(t, c.rows[i].id, cur.ID)
				require.True(t, c.rows[i].at.Equal(cur.CreatedAt))
			}
		})
	}
}

func TestConnectionArgs(t *testing.T) {
	t.Parallel()
	n := func(v int32) *int32 { return &v }
	s := func(v string) *string { return &v }
	valid := paging.Cursor{CreatedAt: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), ID: "cus_1"}

	t.Run("defaults", func(t *testing.T) {
		t.Parallel()
		limit, cur, err := connectionArgs(nil, nil)
		require.NoError(t, err)
		require.Equal(t, paging.DefaultSize, limit)
		require.Nil(t, cur)

		_, cur, err = connectionArgs(nil, s(""))
		require.NoError(t, err)
		require.Nil(t, cur, "an empty after is the first page")
	})

	t.Run("first from 0 to the maximum", func(t *testing.T) {
		t.Parallel()
		for _, v := range []int32{0, 1, paging.MaxSize} {
			limit, _, err := connectionArgs(n(v), nil)
			require.NoError(t, err)
			require.EqualValues(t, v, limit)
		}
	})

	t.Run("after reads a cursor this API gave out", func(t *testing.T) {
		t.Parallel()
		_, cur, err := connectionArgs(n(5), s(valid.Encode()))
		require.NoError(t, err)
		require.Equal(t, valid.ID, cur.ID)
		require.True(t, valid.CreatedAt.Equal(cur.CreatedAt))
	})

	t.Run("anything else is a validation error on its argument", func(t *testing.T) {
		t.Parallel()
		for _, c := range []struct {
			first *int32
			after *string
			field string
		}{
			{n(-1), nil, "first"},
			{n(paging.MaxSize + 1), nil, "first"},
			{nil, s("not a cursor"), "after"},
			{nil, s(paging.Cursor{CreatedAt: valid.CreatedAt}.Encode()), "after"},
		} {
			_, _, err := connectionArgs(c.first, c.after)
			e := errs.As(err)
			require.Equal(t, "validation_failed", e.Key)
			require.Contains(t, e.Fields, c.field)
		}
	})
}

func TestPrincipalChecks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	key := auth.Principal{OrganizationID: "org_1", Mode: auth.Test, Kind: auth.SecretKey, KeyID: "key_1"}
	token := auth.Principal{OrganizationID: "org_1", Mode: auth.Test, Kind: auth.ClientToken, SessionID: "ses_1"}

	t.Run("no principal is missing_api_key", func(t *testing.T) {
		t.Parallel()
		for _, check := range []func(context.Context) (auth.Principal, error){principal, secretKeyPrincipal} {
			_, err := check(ctx)
			require.Equal(t, errs.Unauthenticated, errs.KindOf(err))
			require.Equal(t, "missing_api_key", errs.As(err).Key)
		}
		_, _, _, err := keyPage(ctx, nil, nil)
		require.Equal(t, "missing_api_key", errs.As(err).Key)
	})

	t.Run("a client token is secret_key_required where a secret key is needed", func(t *testing.T) {
		t.Parallel()
		ctx := auth.WithPrincipal(ctx, token)
		p, err := principal(ctx)
		require.NoError(t, err)
		require.Equal(t, token, p)

		_, err = secretKeyPrincipal(ctx)
		require.Equal(t, errs.Forbidden, errs.KindOf(err))
		require.Equal(t, "secret_key_required", errs.As(err).Key)
		_, _, _, err = keyPage(ctx, nil, nil)
		require.Equal(t, "secret_key_required", errs.As(err).Key)
	})

	t.Run("a secret key passes both", func(t *testing.T) {
		t.Parallel()
		ctx := auth.WithPrincipal(ctx, key)
		p, err := secretKeyPrincipal(ctx)
		require.NoError(t, err)
		require.Equal(t, key, p)
		p, limit, cur, err := keyPage(ctx, nil, nil)
		require.NoError(t, err)
		require.Equal(t, key, p)
		require.Equal(t, paging.DefaultSize, limit)
		require.Nil(t, cur)
	})
}

func TestFound(t *testing.T) {
	t.Parallel()
	conv := func(s string) *string { return &s }

	got, err := found("x", nil, conv)
	require.NoError(t, err)
	require.Equal(t, "x", *got)

	got, err = found("", errs.NotFoundf("Customer not found"), conv)
	require.NoError(t, err, "not found is null, not an error")
	require.Nil(t, got)

	boom := errs.E(errs.Internal, "internal_error", "boom")
	got, err = found("", boom, conv)
	require.Equal(t, boom, err)
	require.Nil(t, got)
}

func TestLoaders(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	r := &Resolver{}

	// operation is ctx inside a GraphQL operation of kind op, as resolvers run.
	operation := func(ctx context.Context, op ast.Operation) context.Context {
		return graphql.WithOperationContext(ctx, &graphql.OperationContext{Operation: &ast.OperationDefinition{Operation: op}})
	}

	t.Run("none without WithLoaders", func(t *testing.T) {
		t.Parallel()
		require.Nil(t, batched(operation(ctx, ast.Query)))
	})

	t.Run("one set per operation, made on first use", func(t *testing.T) {
		t.Parallel()
		op := operation(r.WithLoaders(ctx), ast.Query)
		l := batched(op)
		require.NotNil(t, l)
		require.Same(t, l, batched(op))
		require.NotSame(t, l, batched(operation(r.WithLoaders(ctx), ast.Query)), "another operation gets its own")
		require.NotNil(t, batched(operation(r.WithLoaders(ctx), ast.Mutation)))
	})

	t.Run("none in a subscription, whose messages outlive any batch", func(t *testing.T) {
		t.Parallel()
		require.Nil(t, batched(operation(r.WithLoaders(ctx), ast.Subscription)))
	})

	// The batches below close when they hold three ids, not on a clock.
	closeAtThree := []dataloadgen.Option{dataloadgen.WithBatchCapacity(3), dataloadgen.WithWait(time.Hour)}

	t.Run("loads of one batch make one fetch, each load gets its own id's value", func(t *testing.T) {
		t.Parallel()
		var mu sync.Mutex
		var calls [][]string
		l := byKey(func(_ context.Context, ids []string) (map[string]int, error) {
			mu.Lock()
			calls = append(calls, ids)
			mu.Unlock()
			return map[string]int{"a": 1, "b": 2}, nil
		}, closeAtThree...)
		got, err := l.LoadAll(ctx, []string{"a", "b", "c"})
		require.NoError(t, err)
		require.Equal(t, []int{1, 2, 0}, got, "an id the fetch does not return is the zero value")
		require.Equal(t, [][]string{{"a", "b", "c"}}, calls)
	})

	t.Run("a failed fetch fails every load of its batch", func(t *testing.T) {
		t.Parallel()
		boom := errors.New("boom")
		l := byKey(func(context.Context, []string) (map[string]int, error) { return nil, boom }, closeAtThree...)
		_, err := l.LoadAll(ctx, []string{"a", "b", "c"})
		var each dataloadgen.ErrorSlice
		require.ErrorAs(t, err, &each)
		require.Len(t, each, 3)
		for _, e := range each {
			require.ErrorIs(t, e, boom)
		}
	})
}
