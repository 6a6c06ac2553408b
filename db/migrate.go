package db

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"strings"

	"github.com/uptrace/bun/migrate"
)

//go:embed migrations
var migrationFiles embed.FS

// migrateLockID is the PostgreSQL advisory lock that serializes migrations
// across processes starting at once.
const migrateLockID = 7_338_120_041

func (d *DB) migrator() (*migrate.Migrator, error) {
	sub, err := fs.Sub(migrationFiles, "migrations/"+string(d.Engine))
	if err != nil {
		return nil, err
	}
	ms := migrate.NewMigrations()
	if err := ms.Discover(sub); err != nil {
		return nil, err
	}
	return migrate.NewMigrator(d.DB, ms, migrate.WithMarkAppliedOnSuccess(true)), nil
}

// Migrate applies every embedded migration not applied yet. Each migration
// is marked applied only once it has succeeded. On PostgreSQL an advisory
// lock makes processes that start together take turns.
func (d *DB) Migrate(ctx context.Context) (applied []string, err error) {
	m, err := d.migrator()
	if err != nil {
		return nil, err
	}
	if d.Engine == Postgres {
		conn, err := d.Conn(ctx)
		if err != nil {
			return nil, err
		}
		defer conn.Close()
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(?)", migrateLockID); err != nil {
			return nil, fmt.Errorf("take migration lock: %w", err)
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(?)", migrateLockID)
	}
	if err := m.Init(ctx); err != nil {
		return nil, fmt.Errorf("init migrations: %w", err)
	}
	group, err := m.Migrate(ctx)
	if err != nil {
		return nil, fmt.Errorf("migrate: %w", err)
	}
	for _, mg := range group.Migrations {
		applied = append(applied, mg.Name)
	}
	return applied, nil
}

// PendingMigrations counts embedded migrations not yet applied.
func (d *DB) PendingMigrations(ctx context.Context) (int, error) {
	m, err := d.migrator()
	if err != nil {
		return 0, err
	}
	ms, err := m.MigrationsWithStatus(ctx)
	if err != nil {
		return 0, err
	}
	return len(ms.Unapplied()), nil
}

// MigrationStatements returns the statements of the embedded migration
// whose file name starts with name, for engine: a test of what a migration
// does to data runs them again on rows it wrote.
func MigrationStatements(engine Dialect, name string) ([]string, error) {
	files, err := fs.Glob(migrationFiles, "migrations/"+string(engine)+"/"+name+"*.up.sql")
	if err != nil || len(files) != 1 {
		return nil, fmt.Errorf("migration %s: %d files match", name, len(files))
	}
	raw, err := migrationFiles.ReadFile(files[0])
	if err != nil {
		return nil, err
	}
	return strings.Split(string(raw), "--bun:split"), nil
}
