// Package cli is the meridian command: its subcommands (serve, migrate,
// keys, users, version) over the configuration from the environment.
// cmd/meridian is its main; this package keeps the code and its tests
// apart from the binary, which alone is built with the profile.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/config"
	"github.com/meridianhq/meridian/internal/platform/logging"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

const usage = `usage:
  meridian serve
  meridian migrate
  meridian keys create --org NAME [--live]
  meridian keys revoke --org NAME [--live] KEY_ID
  meridian keys rotate-master
  meridian users create --org NAME --email EMAIL [--role OWNER|ADMIN|DEVELOPER|REVIEWER|FINANCE|VIEWER]
  meridian users reset --email EMAIL
  meridian version
`

// Run runs the command line args (without the program's name), writing its
// output to stdout and its messages to stderr.
func Run(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return errors.New("no command given")
	}
	switch args[0] {
	case "version":
		fmt.Fprintln(stdout, version())
		return nil
	case "serve", "migrate", "keys", "users":
	default:
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("unknown command %q", args[0])
	}
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		return fmt.Errorf("bad configuration:\n%w", err)
	}
	log := logging.New(stderr, cfg.LogFormat, cfg.LogLevel)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	d, err := db.Open(ctx, db.Options{URL: cfg.DatabaseURL, SQLitePath: cfg.SQLitePath()})
	if err != nil {
		return err
	}
	defer d.Close()
	applied, err := d.Migrate(ctx)
	if err != nil {
		return err
	}
	if len(applied) > 0 {
		log.Info("applied migrations", "migrations", strings.Join(applied, ","))
	}

	switch args[0] {
	case "migrate":
		fmt.Fprintf(stdout, "database is up to date (%d migrations applied now)\n", len(applied))
		return nil
	case "keys":
		if len(args) > 1 && args[1] == "rotate-master" {
			return rotateMaster(ctx, cfg, d, log, stdout)
		}
		o := orgs.New(d, orgs.Config{})
		return keys(ctx, args[1:], o, auth.New(d, auth.Config{Orgs: o}), stdout)
	}
	a, err := app.New(ctx, cfg, d, log, app.Options{})
	if err != nil {
		return err
	}
	if args[0] == "users" {
		return users(ctx, args[1:], a.People, stdout)
	}
	if cfg.Env != "production" {
		// As on a first start of PocketBase: the README's run command leads
		// straight to the console.
		link, err := a.People.FirstOwner(ctx, app.BootstrapOrganization)
		if err != nil {
			return err
		}
		if link != "" {
			fmt.Fprintf(stderr, "No one can sign in yet. Open this link to make the first owner's account (single use, 7 days):\n\n  %s\n\n", link)
		}
	}
	l, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		return err
	}
	return a.Serve(ctx, l, 30*time.Second)
}

// rotateMaster re-wraps under MERIDIAN_ENCRYPTION_KEY every data key that
// a key of MERIDIAN_ENCRYPTION_KEY_PREVIOUS wrapped.
func rotateMaster(ctx context.Context, cfg config.Config, d *db.DB, log *slog.Logger, stdout io.Writer) error {
	ring, err := app.Keyring(cfg, d, log)
	if err != nil {
		return err
	}
	n, err := ring.RotateMaster(ctx)
	if err != nil {
		return fmt.Errorf("re-wrapped %d data keys, then: %w", n, err)
	}
	counts, err := ring.Count(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "re-wrapped %d data keys under master key %s; it wraps all %d\n", n, ring.MasterKeyID(), counts[ring.MasterKeyID()])
	return nil
}

func keys(ctx context.Context, args []string, orgSvc *orgs.Service, svc *auth.Service, stdout io.Writer) error {
	if len(args) == 0 || (args[0] != "create" && args[0] != "revoke") {
		return errors.New("want keys create, keys revoke or keys rotate-master\n" + usage)
	}
	fs := flag.NewFlagSet("keys "+args[0], flag.ContinueOnError)
	org := fs.String("org", "", "organization name (created if missing)")
	live := fs.Bool("live", false, "a live key (default: test)")
	name := fs.String("name", "", "who or what will use the key (a reviewer is known by it)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *org == "" {
		return errors.New("--org NAME is required")
	}
	if args[0] == "revoke" {
		if fs.NArg() != 1 {
			return errors.New("keys revoke needs the key id (key_…)")
		}
		o, err := orgSvc.ByName(ctx, *org)
		if err != nil {
			return err
		}
		mode := auth.Test
		if *live {
			mode = auth.Live
		}
		if _, err := svc.RevokeKey(ctx, o.ID, mode, fs.Arg(0)); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "revoked %s\n", fs.Arg(0))
		return nil
	}
	o, err := orgSvc.Ensure(ctx, *org)
	if err != nil {
		return err
	}
	mode := auth.Test
	if *live {
		mode = auth.Live
	}
	secret, k, err := svc.CreateKey(ctx, o.ID, mode, *name)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s\n", secret)
	fmt.Fprintf(os.Stderr, "key %s for organization %q (%s), mode %s: store it now, it is not shown again\n", k.ID, o.Name, o.ID, mode)
	return nil
}

// users creates an invitation from the command line: the way to the first
// owner of an organization (created when missing) on a server in
// production.
func users(ctx context.Context, args []string, svc *people.Service, stdout io.Writer) error {
	if len(args) == 0 || (args[0] != "create" && args[0] != "reset") {
		return errors.New("want users create or users reset\n" + usage)
	}
	if args[0] == "reset" {
		fs := flag.NewFlagSet("users reset", flag.ContinueOnError)
		email := fs.String("email", "", "the person's email")
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		link, err := svc.ResetLink(ctx, *email)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s\n", link)
		fmt.Fprintf(os.Stderr, "a password reset link for %s: it works once, for 30 minutes\n", *email)
		return nil
	}
	fs := flag.NewFlagSet("users create", flag.ContinueOnError)
	org := fs.String("org", "", "organization name (created if missing)")
	email := fs.String("email", "", "the person's email")
	role := fs.String("role", "OWNER", "their role")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *org == "" || *email == "" {
		return errors.New("--org NAME and --email EMAIL are required")
	}
	inv, link, err := svc.InviteFirst(ctx, *org, *email, auth.Role(strings.ToUpper(*role)))
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s\n", link)
	fmt.Fprintf(os.Stderr, "invitation %s for %s as %s, valid until %s: the link works once\n", inv.ID, inv.Email, inv.Role,
		inv.ExpiresAt.Format(time.RFC3339))
	return nil
}

func version() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		v := bi.Main.Version
		for _, s := range bi.Settings {
			if s.Key == "vcs.revision" {
				v += " " + s.Value
			}
		}
		return "meridian " + v + " " + bi.GoVersion
	}
	return "meridian (unknown version)"
}
