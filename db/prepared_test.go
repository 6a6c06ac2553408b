package db_test

import (
	"context"
	"database/sql"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
)

// probe has a column of each kind of value a Row sends as a parameter.
type probe struct {
	bun.BaseModel `bun:"table:prepared_probes"`
	ID            string         `bun:"id,pk"`
	Name          string         `bun:"name,notnull"`
	Note          *string        `bun:"note"`
	N             int64          `bun:"n,notnull"`
	F             float64        `bun:"f,notnull"`
	OK            bool           `bun:"ok,notnull"`
	Raw           []byte         `bun:"raw"`
	Doc           map[string]any `bun:"doc,type:jsonb"`
	At            time.Time      `bun:"at,notnull"`
	Kind          string         `bun:"kind,notnull,default:'plain'"`
	Tag           *string        `bun:"tag,default:'tagged'"`
	Version       int64          `bun:"version,notnull"`
}

func probes(t *testing.T, d *db.DB) func(ids ...string) []probe {
	ctx := context.Background()
	_, err := d.NewCreateTable().Model((*probe)(nil)).Exec(ctx)
	require.NoError(t, err)
	return func(ids ...string) []probe {
		var rows []probe
		require.NoError(t, d.NewSelect().Model(&rows).Where("id IN (?)", bun.In(ids)).Order("id").Scan(ctx))
		return rows
	}
}

// A Row deferred in a transaction stores what bun's own statement stores,
// value for value, whichever way it goes (on PostgreSQL a prepared
// statement with its values as parameters; on SQLite bun's statement).
func TestRowsStoreWhatBunStores(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		read := probes(t, d)
		note := `it's "quoted" \ and \\x00 and ''`
		at := time.Date(2026, 11, 29, 15, 4, 5, 123456000, time.UTC)
		one := func(id string) *probe {
			return &probe{ID: id, Name: "żółć 🙂 ' ''", Note: &note, N: -42, F: 1.5e-7, OK: true,
				Raw: []byte{0, 1, '\'', '\\', 255}, Doc: map[string]any{"a": "b'c", "n": 1.5, "nested": map[string]any{"q": `"\`}},
				At: at, Version: 1}
		}
		// Defaults (Kind), NULLs (Note, Raw, Doc) and empty strings too.
		bare := func(id string) *probe { return &probe{ID: id, Name: "", At: at, Version: 1} }
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			many := []*probe{one("b1"), one("b2"), one("b3")}
			return d.Batch(tx).Add(db.InsertOf(tx, one("a")), db.InsertOf(tx, bare("c")), db.InsertOf(tx, &many)).Defer(ctx)
		}))
		_, err := d.NewInsert().Model(one("bun_a")).Exec(ctx)
		require.NoError(t, err)
		_, err = d.NewInsert().Model(bare("bun_c")).Exec(ctx)
		require.NoError(t, err)
		rows := read("a", "b1", "b2", "b3", "bun_a", "bun_c", "c")
		require.Len(t, rows, 7)
		same := func(got, want probe) {
			t.Helper()
			got.ID, want.ID = "", ""
			require.True(t, got.At.Equal(want.At), "%v %v", got.At, want.At)
			got.At, want.At = time.Time{}, time.Time{}
			require.Equal(t, want, got)
		}
		for _, r := range rows[:4] {
			same(r, rows[4])
		}
		same(rows[6], rows[5])
		require.Equal(t, "plain", rows[6].Kind, "the column bun leaves to its default has it")
		require.Equal(t, note, *rows[0].Note)

		// An update by primary key, with a version check.
		p := &rows[0]
		p.Name, p.N, p.Version = "renamed", 7, 2
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			return d.Batch(tx).Add(db.UpdateOf(tx, p, []string{"name", "n"}, "version")).Defer(ctx)
		}))
		got := read("a")[0]
		require.Equal(t, "renamed", got.Name)
		require.Equal(t, int64(7), got.N)
		require.Equal(t, int64(2), got.Version)
		require.Equal(t, note, *got.Note, "a column the update does not name is left alone")
		require.Equal(t, "tagged", *got.Tag, "a column left to its default at the insert has it")

		// Updated as bun updates: a nil pointer column becomes its
		// DEFAULT, and the same columns updated with and without a version
		// check are two statements.
		twin := read("bun_a")[0]
		for _, r := range []*probe{&got, &twin} {
			tag := "set"
			r.Tag = &tag
		}
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			return d.Batch(tx).Add(db.UpdateOf(tx, &got, []string{"tag", "version"}, "")).Defer(ctx)
		}))
		_, err = d.NewUpdate().Model(&twin).Column("tag", "version").WherePK().Exec(ctx)
		require.NoError(t, err)
		for _, r := range []*probe{&got, &twin} {
			r.Tag, r.Version = nil, r.Version+1
		}
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			return d.Batch(tx).Add(db.UpdateOf(tx, &got, []string{"tag"}, "version")).Defer(ctx)
		}))
		_, err = d.NewUpdate().Model(&twin).Column("tag", "version").WherePK().Exec(ctx)
		require.NoError(t, err)
		rows = read("a", "bun_a")
		require.Equal(t, rows[1].Tag, rows[0].Tag, "a nil pointer updates its column as bun's update does")
		if d.Engine == db.Postgres {
			require.Equal(t, "tagged", *rows[0].Tag, "to its default, on PostgreSQL")
		}
		require.Equal(t, int64(3), rows[0].Version)
		got = rows[0]
		got.Name = "plain update"
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			return d.Batch(tx).Add(db.UpdateOf(tx, &got, []string{"name", "version"}, "")).Defer(ctx)
		}))
		got.Name, got.Version = "checked update", 4
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			return d.Batch(tx).Add(db.UpdateOf(tx, &got, []string{"name"}, "version")).Defer(ctx)
		}))
		got = read("a")[0]
		require.Equal(t, "checked update", got.Name)
		require.Equal(t, int64(4), got.Version, "the checked update moved the version on")

		// A stale version fails the transaction, which keeps nothing.
		stale := got
		stale.Name = "stale" // the stored version is 4: an update to 4 expects 3
		err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			if err := d.Batch(tx).Add(db.InsertOf(tx, bare("d"))).Defer(ctx); err != nil {
				return err
			}
			return d.Batch(tx).Add(db.UpdateOf(tx, &stale, []string{"name"}, "version")).Defer(ctx)
		})
		require.True(t, db.IsNullIn(err, "prepared_probes", "version"), "%v", err)
		require.Empty(t, read("d"))
		require.Equal(t, "checked update", read("a")[0].Name)
		require.Equal(t, int64(4), read("a")[0].Version)
	})
}

// On PostgreSQL a Row's statement is prepared once per connection and
// run by name after; a failing one fails its transaction with its own
// error, whether the transaction sent something before its commit or
// not, and leaves the connection clean.
func TestPreparedRowsOnPostgres(t *testing.T) {
	t.Parallel()
	d := dbtest.Postgres(t)
	d.SetMaxOpenConns(1) // one connection: its prepared statements are the ones counted
	ctx := context.Background()
	read := probes(t, d)
	prepared := func() int {
		var n int
		require.NoError(t, d.NewRaw("SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE 'INSERT INTO \"prepared_probes\"%$1%'").Scan(ctx, &n))
		return n
	}
	insert := func(id string) error {
		return d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			return d.Batch(tx).Add(db.InsertOf(tx, &probe{ID: id, Name: id, Version: 1})).Defer(ctx)
		})
	}
	require.NoError(t, insert("a"))
	require.Equal(t, 1, prepared())
	require.NoError(t, insert("b"))
	require.Equal(t, 1, prepared(), "the second insert runs the same prepared statement")

	// Deferred alone: one implicit transaction, all or nothing.
	err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		return d.Batch(tx).Add(db.InsertOf(tx, &probe{ID: "c", Version: 1}), db.InsertOf(tx, &probe{ID: "a", Version: 1})).Defer(ctx)
	})
	require.True(t, db.IsUniqueViolation(err), "%v", err)
	require.Empty(t, read("c"))

	// After a statement sent before the commit (BEGIN went with it).
	err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewRaw("SELECT 1").Exec(ctx); err != nil {
			return err
		}
		return d.Batch(tx).Add(db.InsertOf(tx, &probe{ID: "d", Version: 1}), db.InsertOf(tx, &probe{ID: "b", Version: 1})).Defer(ctx)
	})
	require.True(t, db.IsUniqueViolation(err), "%v", err)
	require.Empty(t, read("d"))

	// Carried in front of a later statement, as text.
	require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := d.Batch(tx).Add(db.InsertOf(tx, &probe{ID: "e", Version: 1})).Defer(ctx); err != nil {
			return err
		}
		n, err := tx.NewSelect().Model((*probe)(nil)).Where("id = 'e'").Count(ctx)
		require.EqualValues(t, 1, n, "the deferred insert ran before the statement that carried it")
		return err
	}))

	var inTx bool
	require.NoError(t, d.NewRaw("SELECT now() <> statement_timestamp() OR pg_current_xact_id_if_assigned() IS NOT NULL").Scan(ctx, &inTx))
	require.False(t, inTx, "no transaction is left open on the connection")
	require.Len(t, read("a", "b", "e"), 3)

	// A shape PostgreSQL refuses to prepare (here, a parameter whose type
	// it cannot tell) fails its transaction once, then goes as text.
	key := "untyped " + time.Now().Format(time.RFC3339Nano) // a shape of this run's own
	shaped := func() error {
		return d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			return d.DeferShaped(ctx, tx, key, []string{"SELECT ", " IS NULL"}, "'x'")
		})
	}
	err = shaped()
	var se *db.ServerError
	require.True(t, errors.As(err, &se), "%v", err)
	require.Equal(t, "42P18", se.Code)
	require.NoError(t, shaped())
	require.NoError(t, insert("f"), "the connection is clean")
}

func TestParamsCarryTheirLiterals(t *testing.T) {
	for lit, want := range map[string]string{
		`'plain'`: "plain", `''`: "", `'it''s'`: "it's", `'a''''b'`: "a''b", `'\x00ff'`: `\x00ff`,
		`42`: "42", `-42`: "-42", `1.5e-07`: "1.5e-07", `TRUE`: "true", `FALSE`: "false",
	} {
		p, ok := db.Param([]byte(lit))
		require.True(t, ok, lit)
		require.Equal(t, want, string(p), lit)
		require.NotNil(t, p, "%s is not NULL", lit)
	}
	p, ok := db.Param([]byte("NULL"))
	require.True(t, ok)
	require.Nil(t, p)
	for _, lit := range []string{`'a' || 'b'`, `'a'::jsonb`, `'a'b'`, `now()`, `DEFAULT`, `0x10`, `NaN`, `+1`, `1_000`, `?!(error)`, ``} {
		_, ok := db.Param([]byte(lit))
		require.False(t, ok, lit)
	}
}

// A connection whose backend ends inside a transaction fails that
// transaction's pipelined commit with the server's reason, an outage
// (503 database_unavailable), keeps none of its writes, and is replaced:
// the next transaction runs on a new connection.
func TestPreparedCommitOnAConnectionThatDied(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	url := dbtest.PostgresURL(t)
	d, err := db.Open(ctx, db.Options{URL: url, MaxOpenConns: 1})
	require.NoError(t, err)
	t.Cleanup(func() { d.Close() })
	admin, err := db.Open(ctx, db.Options{URL: url, MaxOpenConns: 1})
	require.NoError(t, err)
	t.Cleanup(func() { admin.Close() })
	read := probes(t, d)

	err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var pid int
		if err := tx.NewRaw("SELECT pg_backend_pid()").Scan(ctx, &pid); err != nil {
			return err
		}
		if err := d.Batch(tx).Add(db.InsertOf(tx, &probe{ID: "lost", Version: 1})).Defer(ctx); err != nil {
			return err
		}
		var ended bool
		require.NoError(t, admin.NewRaw("SELECT pg_terminate_backend(?)", pid).Scan(ctx, &ended))
		require.True(t, ended)
		return nil
	})
	require.Error(t, err)
	require.True(t, db.IsUnavailable(err), "%v", err)
	require.Empty(t, read("lost"))
	require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		return d.Batch(tx).Add(db.InsertOf(tx, &probe{ID: "kept", Version: 1})).Defer(ctx)
	}))
	require.Len(t, read("kept"), 1)
}

// A Statement deferred in a transaction runs with its values as bun
// formats them (on PostgreSQL prepared once per connection), and a
// NOT NULL check in it fails the transaction at its commit with the error
// its OnFailure names.
func TestStatementsAndTheirFailures(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		if d.Engine == db.Postgres {
			d.SetMaxOpenConns(1) // one connection: its prepared statements are the ones counted
		}
		ctx := context.Background()
		read := probes(t, d)
		_, err := d.NewInsert().Model(&probe{ID: "s", Name: "s", N: 25, Version: 1}).Exec(ctx)
		require.NoError(t, err)
		short := errors.New("short")
		take := func(n int64, name string) error {
			return d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				db.OnFailure(ctx, func(err error) error {
					if db.IsNullIn(err, "prepared_probes", "n") {
						return short
					}
					return err
				})
				return d.Batch(tx).Add(
					db.Statement(tx, `UPDATE prepared_probes SET n = CASE WHEN n >= ? THEN n - ? END, name = ? WHERE id = ?`, n, n, name, "s"),
				).Defer(ctx)
			})
		}
		require.NoError(t, take(10, `it's`))
		require.NoError(t, take(10, `"two" \ ''`))
		require.ErrorIs(t, take(10, "three"), short)
		rows := read("s")
		require.EqualValues(t, 5, rows[0].N, "the failed statement kept nothing")
		require.Equal(t, `"two" \ ''`, rows[0].Name)
		if d.Engine == db.Postgres {
			var n int
			require.NoError(t, d.NewRaw("SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE 'UPDATE prepared_probes SET n = CASE WHEN n >= $1%'").Scan(ctx, &n))
			require.Equal(t, 1, n, "one prepared statement serves every run")
		}
		// A value after a minus: as text (in front of a later statement),
		// "n -?" with -3 must not become the comment "n --3".
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			if err := d.Batch(tx).Add(db.Statement(tx, `UPDATE prepared_probes SET n = n -? WHERE id = ?`, -3, "s")).Defer(ctx); err != nil {
				return err
			}
			return tx.NewRaw("SELECT 1").Scan(ctx, new(int))
		}))
		require.EqualValues(t, 8, read("s")[0].N)
		if d.Engine == db.Postgres {
			// A transaction with options begins at once, and runs what it
			// defers at once.
			require.NoError(t, d.RunInTx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable}, func(ctx context.Context, tx bun.Tx) error {
				return d.Batch(tx).Add(db.Statement(tx, `UPDATE prepared_probes SET n = n + ? WHERE id = ?`, 2, "s")).Defer(ctx)
			}))
			require.EqualValues(t, 10, read("s")[0].N)
		}
		// Without OnFailure the database's own error comes back.
		err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			return d.Batch(tx).Add(db.Statement(tx, `UPDATE prepared_probes SET n = NULL WHERE id = ?`, "s")).Defer(ctx)
		})
		require.True(t, db.IsNullIn(err, "prepared_probes", "n"), "%v", err)
	})
}
