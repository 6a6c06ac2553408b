package rest

import (
	"bufio"
	"context"
	"encoding/csv"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/money/assets"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/ptr"
	"github.com/meridianhq/meridian/internal/platform/wiretime"
)

// exportPage is how many rows an export reads at a time: its memory is
// one page, whatever the list's length.
const exportPage = 500

// exportIdle is how long a client may take to read one page of an export
// before the server gives up on it.
const exportIdle = 2 * time.Minute

// export is one list as CSV: who may read it (the permission of the list's
// GraphQL query), its columns, the filters it takes (the query parameters),
// and how its rows are read, page by page, oldest-last as the console
// lists them.
type export struct {
	need    []auth.Permission
	columns []string
	filters []string
	rows    func(ctx context.Context, p auth.Principal, f filters, emit func([]string) error) error
}

// exports are the lists GET /v1/exports/{list} streams.
func (rt *Router) exports() map[string]export {
	d := rt.deps
	return map[string]export{
		"sessions": {
			need:    []auth.Permission{auth.Read},
			columns: sessionColumns,
			filters: []string{"status", "user_reference", "customer_id", "decision_reason", "workflow_id", "created_after", "created_before", "flagged", "search"},
			rows: func(ctx context.Context, p auth.Principal, f filters, emit func([]string) error) error {
				sf := kyc.SessionFilter{Status: f.str("status"), UserReference: f.str("user_reference"), CustomerID: f.str("customer_id"),
					DecisionReason: f.str("decision_reason"), WorkflowID: f.str("workflow_id"), CreatedAfter: f.time("created_after"),
					CreatedBefore: f.time("created_before"), Flagged: f.bool("flagged"), Search: f.str("search")}
				if err := f.err(); err != nil {
					return err
				}
				return pages(func(after *paging.Cursor) ([]kyc.Session, error) {
					return d.KYC.ListSessionsAfter(ctx, p, sf, after, exportPage)
				}, createdCursor, func(s *kyc.Session) []string { return sessionRow(s) }, emit)
			},
		},
		"review": {
			need:    []auth.Permission{auth.Review},
			columns: sessionColumns,
			filters: []string{"reason", "flagged", "unassigned", "assigned_user_id", "assigned_key_id", "min_age_seconds"},
			rows: func(ctx context.Context, p auth.Principal, f filters, emit func([]string) error) error {
				rf := review.Filter{Reason: f.str("reason"), Flagged: f.bool("flagged"), Unassigned: f.bool("unassigned"),
					AssignedUserID: f.str("assigned_user_id"), AssignedKeyID: f.str("assigned_key_id"), MinAge: f.seconds("min_age_seconds")}
				if err := f.err(); err != nil {
					return err
				}
				return pages(func(after *paging.Cursor) ([]kyc.Session, error) {
					return d.Review.Queue(ctx, p, rf, after, exportPage)
				},
					func(s *kyc.Session) paging.Cursor { return paging.Cursor{CreatedAt: *s.ReviewSince, ID: s.ID} },
					func(s *kyc.Session) []string { return sessionRow(s) }, emit)
			},
		},
		"customers": {
			need:    []auth.Permission{auth.Read},
			columns: []string{"id", "first_name", "last_name", "email", "country", "status", "tier", "created_at"},
			filters: []string{"email", "status", "search", "created_after", "created_before"},
			rows: func(ctx context.Context, p auth.Principal, f filters, emit func([]string) error) error {
				cf := customers.Filter{Email: f.str("email"), Status: f.str("status"), Search: f.str("search"), From: f.time("created_after"), To: f.time("created_before")}
				if err := f.err(); err != nil {
					return err
				}
				return pages(func(after *paging.Cursor) ([]customers.Customer, error) {
					return d.Customers.ListAfter(ctx, p, cf, after, exportPage)
				},
					func(c *customers.Customer) paging.Cursor { return paging.Cursor{CreatedAt: c.CreatedAt, ID: c.ID} },
					func(c *customers.Customer) []string {
						return []string{c.ID, c.FirstName, c.LastName, c.Email, c.Country, c.Status, strconv.Itoa(c.Tier), stamp(c.CreatedAt)}
					}, emit)
			},
		},
		"ledger": {
			need:    []auth.Permission{auth.Read},
			columns: []string{"id", "transaction_id", "currency", "amount", "previous_balance", "current_balance", "created_at"},
			filters: []string{"currency", "credits", "kind", "created_after", "created_before"},
			rows: func(ctx context.Context, p auth.Principal, f filters, emit func([]string) error) error {
				currency := strings.ToUpper(f.str("currency"))
				ef := wallets.EntryFilter{Credits: f.bool("credits"), Kind: f.str("kind"), From: f.time("created_after"), To: f.time("created_before")}
				f.v.Check(currency != "", "currency", "currency is required: the wallet whose entries to export")
				if err := f.err(); err != nil {
					return err
				}
				wallet, err := d.Wallets.Wallet(ctx, p, currency)
				if err != nil {
					return err
				}
				a, _ := assets.Lookup(wallet.Asset)
				// Entries page by their id, newest first (0: from the newest).
				return pages(func(after *int64) ([]ledger.Entry, error) {
					return d.Wallets.Entries(ctx, p, wallet.ID, ef, ptr.Value(after), exportPage)
				}, func(e *ledger.Entry) int64 { return e.ID },
					func(e *ledger.Entry) []string {
						return []string{strconv.FormatInt(e.ID, 10), e.TransactionID, a.Code, a.Human(e.Amount).String(),
							a.Human(e.PreviousBalance).String(), a.Human(e.CurrentBalance).String(), stamp(e.CreatedAt)}
					}, emit)
			},
		},
		"exchanges": {
			need:    []auth.Permission{auth.Read},
			columns: []string{"id", "quote_reference", "transaction_id", "source_currency", "source_amount", "target_currency", "target_amount", "rate", "fee", "created_at"},
			filters: []string{"currency", "source", "target", "created_after", "created_before"},
			rows: func(ctx context.Context, p auth.Principal, f filters, emit func([]string) error) error {
				xf := fx.Filter{Currency: strings.ToUpper(f.str("currency")), Source: strings.ToUpper(f.str("source")), Target: strings.ToUpper(f.str("target")),
					From: f.time("created_after"), To: f.time("created_before")}
				if err := f.err(); err != nil {
					return err
				}
				return pages(func(after *paging.Cursor) ([]fx.Exchange, error) {
					return d.FX.ListAfter(ctx, p, xf, after, exportPage)
				},
					func(x *fx.Exchange) paging.Cursor { return paging.Cursor{CreatedAt: x.CreatedAt, ID: x.ID} },
					func(x *fx.Exchange) []string {
						return []string{x.ID, x.QuoteReference, x.TransactionID, x.SourceCurrency, human(x.SourceCurrency, x.SourceAmount),
							x.TargetCurrency, human(x.TargetCurrency, x.TargetAmount), x.Rate, human(x.SourceCurrency, x.Fee), stamp(x.CreatedAt)}
					}, emit)
			},
		},
		"withdrawals": {
			need:    []auth.Permission{auth.Read},
			columns: []string{"id", "reference", "status", "coin", "chain", "amount", "address", "currency", "cost", "fee", "hash", "failure_reason", "created_at"},
			filters: []string{"status", "coin", "chain", "created_after", "created_before"},
			rows: func(ctx context.Context, p auth.Principal, f filters, emit func([]string) error) error {
				cf := crypto.Filter{Status: strings.ToUpper(f.str("status")), Coin: strings.ToUpper(f.str("coin")), Chain: strings.ToUpper(f.str("chain")),
					From: f.time("created_after"), To: f.time("created_before")}
				if err := f.err(); err != nil {
					return err
				}
				return pages(func(after *paging.Cursor) ([]crypto.Withdrawal, error) {
					return d.Crypto.WithdrawalsAfter(ctx, p, cf, after, exportPage)
				},
					func(x *crypto.Withdrawal) paging.Cursor { return paging.Cursor{CreatedAt: x.CreatedAt, ID: x.ID} },
					func(x *crypto.Withdrawal) []string {
						return []string{x.ID, x.Reference, x.Status, x.Coin, x.Chain, human(x.Coin, x.Amount), x.Address, x.Currency,
							human(x.Currency, x.Cost), human(x.Currency, x.Fee), ptr.Value(x.Hash), ptr.Value(x.FailureReason), stamp(x.CreatedAt)}
					}, emit)
			},
		},
		"transfers": {
			need:    []auth.Permission{auth.Read},
			columns: []string{"id", "reference", "status", "rail", "amount", "fee", "currency", "counterparty_id", "memo", "return_code", "failure_reason", "created_at"},
			filters: []string{"status", "rail", "account_id", "customer_id", "counterparty_id", "created_after", "created_before"},
			rows: func(ctx context.Context, p auth.Principal, f filters, emit func([]string) error) error {
				tf := usd.TransferFilter{Status: strings.ToUpper(f.str("status")), Rail: strings.ToUpper(f.str("rail")), AccountID: f.str("account_id"),
					CustomerID: f.str("customer_id"), CounterpartyID: f.str("counterparty_id"), From: f.time("created_after"), To: f.time("created_before")}
				if err := f.err(); err != nil {
					return err
				}
				return pages(func(after *paging.Cursor) ([]usd.Transfer, error) {
					return d.USD.ListTransfersAfter(ctx, p, tf, after, exportPage)
				},
					func(x *usd.Transfer) paging.Cursor { return paging.Cursor{CreatedAt: x.CreatedAt, ID: x.ID} },
					func(x *usd.Transfer) []string {
						return []string{x.ID, x.Reference, x.Status, x.Rail, human("USD", x.Amount), human("USD", x.Fee), "USD", x.CounterpartyID,
							x.Memo, ptr.Value(x.ReturnCode), ptr.Value(x.FailureReason), stamp(x.CreatedAt)}
					}, emit)
			},
		},
		"audit": {
			need:    []auth.Permission{auth.Manage},
			columns: []string{"id", "created_at", "actor_name", "actor_key_id", "actor_user_id", "action", "object_type", "object_id", "request_id"},
			filters: []string{"action", "object_id", "actor_key_id", "actor_user_id", "created_after", "created_before"},
			rows: func(ctx context.Context, p auth.Principal, f filters, emit func([]string) error) error {
				af := audit.Filter{Action: f.str("action"), ObjectID: f.str("object_id"), ActorKeyID: f.str("actor_key_id"),
					ActorUserID: f.str("actor_user_id"), Since: f.time("created_after"), Until: f.time("created_before")}
				if err := f.err(); err != nil {
					return err
				}
				return pages(func(after *paging.Cursor) ([]audit.Entry, error) {
					return d.Audit.ListAfter(ctx, p.OrganizationID, string(p.Mode), af, after, exportPage)
				}, func(e *audit.Entry) paging.Cursor { return paging.Cursor{CreatedAt: e.CreatedAt, ID: e.ID} },
					func(e *audit.Entry) []string {
						return []string{e.ID, stamp(e.CreatedAt), e.ActorName, ptr.Value(e.ActorKeyID), ptr.Value(e.ActorUserID), e.Action, e.ObjectType, e.ObjectID, ptr.Value(e.RequestID)}
					}, emit)
			},
		},
	}
}

// pages reads a list page by page after each page's last row, emitting
// each row, until a page comes back short.
func pages[T, C any](list func(after *C) ([]T, error), cursor func(*T) C, row func(*T) []string, emit func([]string) error) error {
	var after *C
	for {
		rows, err := list(after)
		if err != nil {
			return err
		}
		n := min(len(rows), exportPage)
		for i := range rows[:n] {
			if err := emit(row(&rows[i])); err != nil {
				return err
			}
		}
		if len(rows) <= exportPage {
			return nil
		}
		c := cursor(&rows[n-1])
		after = &c
	}
}

// sessionColumns are the columns of the sessions' and the queue's exports
// (sessionRow).
var sessionColumns = []string{"id", "status", "user_reference", "customer_id", "workflow_id", "auto_decision", "final_decision", "decision_reason", "risk_score", "flagged", "created_at", "completed_at"}

func createdCursor(s *kyc.Session) paging.Cursor {
	return paging.Cursor{CreatedAt: s.CreatedAt, ID: s.ID}
}

func sessionRow(s *kyc.Session) []string {
	risk := ""
	if s.RiskScore != nil {
		risk = strconv.FormatFloat(*s.RiskScore, 'f', -1, 64)
	}
	completed := ""
	if s.CompletedAt != nil {
		completed = stamp(*s.CompletedAt)
	}
	return []string{s.ID, string(s.Status), ptr.Value(s.UserReference), ptr.Value(s.CustomerID), s.WorkflowID, ptr.Value(s.AutoDecision),
		ptr.Value(s.FinalDecision), ptr.Value(s.DecisionReason), risk, strconv.FormatBool(s.Flagged), stamp(s.CreatedAt), completed}
}

func stamp(t time.Time) string { return wiretime.Format(t) }

func human(code string, amount int64) string {
	a, err := assets.Lookup(code)
	if err != nil {
		return strconv.FormatInt(amount, 10)
	}
	return a.Human(amount).String()
}

// isNumber reports a plain decimal number ("-12.50"), which a spreadsheet
// reads as a number, not a formula.
func isNumber(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return err == nil && !strings.ContainsAny(s, "eEnNiI")
}

// filters are an export's query parameters, read by name; a value that
// does not parse is noted and reported by err with the others.
type filters struct {
	q url.Values
	v *errs.Validation
}

func (f filters) str(name string) string { return strings.TrimSpace(f.q.Get(name)) }

func (f filters) time(name string) *time.Time {
	s := f.str(name)
	if s == "" {
		return nil
	}
	t, err := time.Parse(time.RFC3339, s)
	if !f.v.Check(err == nil, name, "%s must be an RFC 3339 time", name) {
		return nil
	}
	return &t
}

func (f filters) bool(name string) *bool {
	s := f.str(name)
	if s == "" {
		return nil
	}
	b, err := strconv.ParseBool(s)
	if !f.v.Check(err == nil, name, "%s must be true or false", name) {
		return nil
	}
	return &b
}

// seconds reads a whole number of seconds, 0 when absent.
func (f filters) seconds(name string) time.Duration {
	s := f.str(name)
	if s == "" {
		return 0
	}
	n, err := strconv.ParseInt(s, 10, 32)
	if !f.v.Check(err == nil && n >= 0, name, "%s must be a whole number of seconds", name) {
		return 0
	}
	return time.Duration(n) * time.Second
}

func (f filters) err() error { return f.v.Err() }

// serveExport answers GET /v1/exports/{name}: the list's rows its filters
// select, as CSV (RFC 4180, a header row first), streamed page by page
// so that a million rows take the memory of one page. A cell that a
// spreadsheet would run as a formula (starting with =, +, -, @, a tab or
// a carriage return) is prefixed with a quote. An error before the first
// row is the usual JSON error; one after it cuts the connection (the
// client sees a failed download, never a short file that looks whole),
// and the server logs it.
func (rt *Router) serveExport(name string, ex export) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) { rt.export(w, r, name, ex) }
}

func (rt *Router) export(w http.ResponseWriter, r *http.Request, name string, ex export) {
	p, _ := auth.FromContext(r.Context())
	q := r.URL.Query()
	v := &errs.Validation{}
	for key := range q {
		v.Check(slices.Contains(ex.filters, key), key, "%s is not a filter of this export (%s)", key, strings.Join(ex.filters, ", "))
	}
	if err := v.Err(); err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	rc := http.NewResponseController(w)
	buf := bufio.NewWriterSize(w, 32<<10)
	out := csv.NewWriter(buf)
	started := false
	start := func() error {
		started = true
		h := w.Header()
		h.Set("Content-Type", "text/csv; charset=utf-8")
		h.Set("Content-Disposition", `attachment; filename="`+name+"-"+string(p.Mode)+"-"+time.Now().UTC().Format("20060102T150405Z")+`.csv"`)
		h.Set("Cache-Control", "no-store")
		h.Set("X-Content-Type-Options", "nosniff")
		w.WriteHeader(http.StatusOK)
		return out.Write(ex.columns)
	}
	rows := 0
	emit := func(row []string) error {
		if !started {
			if err := start(); err != nil {
				return err
			}
		}
		for i, cell := range row {
			row[i] = defuse(cell)
		}
		if err := out.Write(row); err != nil {
			return err
		}
		if rows++; rows%exportPage == 0 {
			out.Flush()
			if err := buf.Flush(); err != nil {
				return err
			}
			rc.SetWriteDeadline(time.Now().Add(exportIdle))
		}
		return nil
	}
	rc.SetWriteDeadline(time.Now().Add(exportIdle))
	err := ex.rows(r.Context(), p, filters{q: q, v: v}, emit)
	if err != nil && !started {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	if err != nil {
		// The rows so far are sent: the connection is cut, so that the
		// client sees a failed download, not a finished short one.
		rt.deps.Log.WarnContext(r.Context(), "export ended early", "export", name, "rows", rows, "error", err)
		panic(http.ErrAbortHandler)
	}
	if !started {
		if err := start(); err != nil {
			return
		}
	}
	out.Flush()
	buf.Flush()
}

// defuse keeps a spreadsheet from running a cell as a formula (CSV
// injection): a cell starting with one of its triggers gets a leading
// quote, which spreadsheets show as text.
func defuse(cell string) string {
	if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) && !isNumber(cell) {
		return "'" + cell
	}
	return cell
}
