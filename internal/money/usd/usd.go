// Package usd runs dollar banking for an organization's customers: USD
// virtual account requests approved by Meridian's own identity
// verification (its verdicts drive them), the accounts they open,
// counterparties, and ACH and wire transfers from the organization's USD
// wallet, held while a payment rail carries them and captured, released
// or refunded as the rail reports.
package usd

import (
	"context"
	"crypto/rand"
	"math/big"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/payout"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/memo"
	"github.com/meridianhq/meridian/internal/platform/secrets"
)

// Rails.
const (
	ACH     = "ACH"
	Fedwire = "FEDWIRE"
)

// DefaultFees are each rail's transfer fee, in cents.
var DefaultFees = map[string]int64{ACH: 100, Fedwire: 2500}

// Bank is the bank that holds the accounts a provider opens.
type Bank struct {
	Name    string
	Routing string // an ABA routing number
}

// SandboxBank holds test-mode accounts.
var SandboxBank = Bank{Name: "Meridian Sandbox Bank", Routing: WithCheckDigit("10100009")}

// Config assembles a Service.
type Config struct {
	Ledger    *ledger.Ledger
	Customers *customers.Service
	KYC       *kyc.Service
	Jobs      *jobs.Client
	Events    *events.Log
	// Key is the server's 32-byte key: identification numbers and KYC
	// links are sealed under keys derived from it.
	Key []byte
	// Ring holds the data keys they are sealed with.
	Ring *keyring.Keyring
	// Fees are each rail's fee in cents (default DefaultFees).
	Fees map[string]int64
	// LiveRail carries live transfers and LiveBank opens live accounts;
	// without them, live requests and transfers are refused rather than
	// left pending with nobody to carry them.
	LiveRail Rail
	LiveBank *Bank
	// SandboxDelay is how long a test transfer takes to be processed, and
	// then again to succeed (default 10 s).
	SandboxDelay time.Duration
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Service runs USD accounts, counterparties and transfers.
type Service struct {
	db    *db.DB
	cfg   Config
	ids   *secrets.Box // identification numbers
	links *secrets.Box // KYC links (they carry client tokens)
	// payouts places and settles transfers.
	payouts *payout.Lifecycle[*Transfer]
	// knownCounterparties keeps the counterparties this process made or read,
	// on PostgreSQL (on SQLite a read costs no round trip, and it keeps
	// none), so that a transfer to one need not read it first. A
	// counterparty never changes once made; whatever comes to change or
	// remove one must forget it here and in every other process.
	knownCounterparties *memo.Memo[Counterparty]
}

// keptCounterparties is how many counterparties a process keeps.
const keptCounterparties = 10_000

// Job kinds.
const (
	jobVerdict = "usd.customer_verdict"
	jobSubmit  = "usd.transfer.submit"
	jobSettle  = "usd.transfer.sandbox_settle"
)

// New returns a Service: it registers its jobs and follows verification
// verdicts.
func New(d *db.DB, cfg Config) (*Service, error) {
	if cfg.Fees == nil {
		cfg.Fees = DefaultFees
	}
	if cfg.SandboxDelay == 0 {
		cfg.SandboxDelay = 10 * time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	ids, err := secrets.New(cfg.Ring, cfg.Key, "meridian usd identification numbers")
	if err != nil {
		return nil, err
	}
	links, err := secrets.New(cfg.Ring, cfg.Key, "meridian usd kyc links")
	if err != nil {
		return nil, err
	}
	s := &Service{db: d, cfg: cfg, ids: ids, links: links, knownCounterparties: memo.New[Counterparty](0)}
	if d.Engine == db.Postgres {
		s.knownCounterparties = memo.New[Counterparty](keptCounterparties)
	}
	s.payouts = payout.New(payout.Config[*Transfer]{DB: d, Ledger: cfg.Ledger, Jobs: cfg.Jobs, Currency: "USD", Noun: "transfer",
		Job: jobSubmit, Args: func(t *Transfer) any { return transferArgs{TransferID: t.ID, Mode: t.Mode} }, JobOptions: submitJob})
	jobs.Register(cfg.Jobs, jobVerdict, s.verdictJob)
	jobs.Register(cfg.Jobs, jobSubmit, s.submitJob)
	cfg.Jobs.SetLease(jobSubmit, time.Minute)
	jobs.Register(cfg.Jobs, jobSettle, s.sandboxSettleJob)
	cfg.Events.OnRecord(s.followVerdicts)
	return s, nil
}

func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// bank is the mode's bank: the sandbox's in test mode.
func (s *Service) bank(m auth.Mode) *Bank {
	if m == auth.Test {
		return &SandboxBank
	}
	return s.cfg.LiveBank
}

// digits returns n random decimal digits, the first not 0.
func digits(n int) string {
	var b strings.Builder
	for i := range n {
		lo := int64(0)
		if i == 0 {
			lo = 1
		}
		d, _ := rand.Int(rand.Reader, big.NewInt(10-lo))
		b.WriteByte(byte('0' + lo + d.Int64()))
	}
	return b.String()
}

// WithCheckDigit completes eight digits into an ABA routing number.
func WithCheckDigit(eight string) string {
	w := []int{3, 7, 1, 3, 7, 1, 3, 7}
	sum := 0
	for i, c := range eight {
		sum += w[i] * int(c-'0')
	}
	return eight + string(rune('0'+(10-sum%10)%10))
}

// ValidRouting reports whether s is an ABA routing number: nine digits,
// a Federal Reserve prefix (00–12, 21–32, 61–72, 80) and the checksum
// 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10).
func ValidRouting(s string) bool {
	if len(s) != 9 {
		return false
	}
	d := make([]int, 9)
	for i, c := range s {
		if c < '0' || c > '9' {
			return false
		}
		d[i] = int(c - '0')
	}
	prefix := d[0]*10 + d[1]
	if !(prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix == 80) {
		return false
	}
	return (3*(d[0]+d[3]+d[6])+7*(d[1]+d[4]+d[7])+(d[2]+d[5]+d[8]))%10 == 0
}

// followVerdicts is the event hook: a verification verdict on a session
// of a customer enqueues, in the verdict's transaction, the review of the
// customer's pending USD account requests.
func (s *Service) followVerdicts(ctx context.Context, b *db.Batch, evs []*events.Event) error {
	for _, e := range evs {
		if e.Type != "verification.approved" && e.Type != "verification.rejected" {
			continue
		}
		ev, ok := e.Object.(*kyc.EventSnapshot)
		if !ok || ev.Session.CustomerID == nil {
			continue
		}
		if _, err := s.cfg.Jobs.Insert(ctx, b.IDB(), jobVerdict, verdictArgs{OrganizationID: e.OrganizationID, Mode: e.Mode,
			CustomerID: *ev.Session.CustomerID}, nil); err != nil {
			return err
		}
	}
	return nil
}

type verdictArgs struct {
	OrganizationID string    `json:"organization_id"`
	Mode           auth.Mode `json:"mode"`
	CustomerID     string    `json:"customer_id"`
}

// verdictJob settles a customer's pending requests by its latest verdict.
func (s *Service) verdictJob(ctx context.Context, _ *jobs.Job, a verdictArgs) error {
	p := auth.Principal{OrganizationID: a.OrganizationID, Mode: a.Mode}
	var pending []Request
	err := s.db.NewSelect().Model(&pending).Where("organization_id = ? AND mode = ? AND customer_id = ? AND status = ?",
		p.OrganizationID, p.Mode, a.CustomerID, Pending).Scan(ctx)
	if err != nil {
		return errs.Wrap(err, "pending requests")
	}
	for _, r := range pending {
		if err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error { return s.decideByVerdict(ctx, tx, p, &r) }); err != nil {
			return err
		}
	}
	return nil
}

// reasonText words the decision reasons a rejected request reports.
var reasonText = map[string]string{
	"DOCUMENT_EXPIRED":            "The identity document has expired.",
	"LIVENESS_FAILED":             "The selfie did not pass the liveness check.",
	"FACE_MATCH_FAILED":           "The selfie does not match the identity document's portrait.",
	"ADDRESS_VERIFICATION_FAILED": "The address could not be verified.",
	"MANUAL_REJECTION":            "A reviewer rejected the verification.",
}

// reasonsOf is what a rejected verification tells the request: the
// reason, never a reviewer's note (free text that stays, sealed, on the
// session until it is redacted).
func reasonsOf(ses *kyc.Session) []string {
	reason := ""
	if ses.DecisionReason != nil {
		reason = *ses.DecisionReason
	}
	text, ok := reasonText[reason]
	if !ok {
		text = "The identity verification was rejected."
	}
	return []string{text + " (" + reason + ")"}
}
