// Package auth owns credentials: the secret keys of organizations
// (package orgs), the client tokens that widgets use and people's sign-in
// sessions, and turns them into the caller a request acts for (package
// caller's Principal, named here too). Keys and tokens are stored only as SHA-256
// hashes: they are long random strings, so a fast hash is enough and lets a
// lookup be one indexed read. Authenticated keys are cached for a short TTL so
// that a request costs no database round trip, while a revoked key stops
// working in every process within that TTL. A principal carries its
// organization's settings, read with the credential, and a change of them
// drops the cache in the process that made it. Failed authentications are
// limited per source address.
package auth

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/uptrace/bun"
	"golang.org/x/sync/singleflight"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/logging"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/ratelimit"
)

// ActorOf is the actor of ctx's principal (audit.By), or the command line
// when there is none (keys made and revoked by `meridian keys`).
func ActorOf(ctx context.Context) audit.Actor {
	if p, ok := FromContext(ctx); ok {
		return audit.By(p)
	}
	return audit.CommandLine
}

// APIKey is a secret key's stored form.
type APIKey struct {
	bun.BaseModel  `bun:"table:api_keys"`
	ID             string `bun:"id,pk"`
	OrganizationID string `bun:"organization_id"`
	Mode           Mode   `bun:"mode"`
	Hash           string `bun:"hash"`
	Hint           string `bun:"hint"` // prefix and last four characters, for people
	// Name says who or what uses the key; reviewers are known by it.
	Name string `bun:"name"`
	// Role restricts the key to what the role allows; nil: unrestricted.
	Role      *Role      `bun:"role"`
	CreatedAt time.Time  `bun:"created_at"`
	RevokedAt *time.Time `bun:"revoked_at"`
}

type clientTokenRow struct {
	bun.BaseModel  `bun:"table:client_tokens"`
	Hash           string    `bun:"hash,pk"`
	OrganizationID string    `bun:"organization_id"`
	Mode           Mode      `bun:"mode"`
	SessionID      string    `bun:"session_id"`
	ExpiresAt      time.Time `bun:"expires_at"`
	CreatedAt      time.Time `bun:"created_at"`
}

// Config tunes the service.
type Config struct {
	// CacheTTL is how long an authenticated key is trusted without asking the
	// database again; it bounds how long a revoked key keeps working in other
	// processes (and an open websocket's, which rechecks every quarter
	// second). Default 1.5s.
	CacheTTL time.Duration
	// Now is the clock; default time.Now.
	Now func() time.Time
	// Failures limits failed authentications per source address (the
	// address WithSource put in the context); nil limits nothing.
	Failures *ratelimit.Failures
	// Audit records key creation and revocation.
	Audit *audit.Log
	// IdleTTL ends a sign-in session unused for that long (default 12 h);
	// MaxTTL ends it that long after it began (default 7 days).
	IdleTTL, MaxTTL time.Duration
	// Orgs finds and creates the organizations keys belong to (EnsureKey);
	// default a service over the same database. The cache is dropped
	// whenever it reports a change of an organization's settings.
	Orgs *orgs.Service
}

// Service manages secret keys and client tokens and authenticates them.
type Service struct {
	db       *db.DB
	orgs     *orgs.Service
	ttl      time.Duration
	now      func() time.Time
	failures *ratelimit.Failures
	audit    *audit.Log
	group    singleflight.Group
	idle     time.Duration
	maxAge   time.Duration

	mu    sync.RWMutex
	cache map[string]cached // by key hash
	// gen counts the forgets: a lookup that began before one does not
	// store its answer, which may be what the forget undid.
	gen uint64
	// revoking holds the credentials a transaction is revoking, until it
	// has committed (or, rolled back, until the time kept): their lookups
	// go to the database every time, neither cached nor shared, since what
	// the revocation commits with (a session's event) may reach a reader
	// before the transaction's after-commit functions run.
	revoking map[string]time.Time
}

// revokingFor is how long a revocation in a transaction that never
// commits keeps its credentials' lookups uncached.
const revokingFor = time.Minute

type cached struct {
	p       Principal
	err     error
	fetched time.Time
}

// maxCached bounds the cache; past it the cache starts over.
const maxCached = 100_000

// New returns a Service over d.
func New(d *db.DB, cfg Config) *Service {
	if cfg.CacheTTL == 0 {
		cfg.CacheTTL = 1500 * time.Millisecond
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Audit == nil {
		cfg.Audit = audit.New(d, cfg.Now)
	}
	if cfg.Orgs == nil {
		cfg.Orgs = orgs.New(d, orgs.Config{Now: cfg.Now, Audit: cfg.Audit})
	}
	s := &Service{db: d, orgs: cfg.Orgs, ttl: cfg.CacheTTL, now: cfg.Now, failures: cfg.Failures, audit: cfg.Audit, cache: map[string]cached{}, revoking: map[string]time.Time{},
		idle: cmp.Or(cfg.IdleTTL, 12*time.Hour), maxAge: cmp.Or(cfg.MaxTTL, 7*24*time.Hour)}
	cfg.Orgs.OnChange(func(string) { s.forgetAll() })
	return s
}

// WithSource records the network address a request comes from, which
// failed authentications are counted by (the middleware records it with
// the request id: logging.WithRequest).
func WithSource(ctx context.Context, addr string) context.Context {
	r := logging.RequestOf(ctx)
	r.Source = addr
	return logging.WithRequest(ctx, r)
}

// ClientInfo is what a service is told of the client behind a call,
// instead of the HTTP request: its address (as WithSource recorded it),
// its user agent, and the origin of the page that sent it.
type ClientInfo struct {
	Address, UserAgent, Origin string
}

// ClientOf reads a request's ClientInfo.
func ClientOf(r *http.Request) ClientInfo {
	return ClientInfo{Address: logging.RequestOf(r.Context()).Source, UserAgent: r.UserAgent(), Origin: r.Header.Get("Origin")}
}

// SourceOf is what failures from the source address WithSource recorded
// are counted by ("" without one): an IPv4 address, or an IPv6 address's
// /64 network (ratelimit.AddressKey).
func SourceOf(ctx context.Context) string {
	return ratelimit.AddressKey(logging.RequestOf(ctx).Source)
}

// guarded runs an authentication for the request's source address: an
// unknown credential counts as a failure, and once the address has too
// many recent failures an unknown credential is refused as rate limited
// (429, with Retry-After). A valid credential works whatever else came
// from its address: keys and tokens are random beyond guessing, so the
// limit only sheds junk, and one client behind a shared address (an
// office's NAT, a proxy) must not lock out the others.
//
// The source is worked out only for a failure: a valid credential, the
// common case, needs nothing of it.
func (s *Service) guarded(ctx context.Context, authenticate func() (Principal, error)) (Principal, error) {
	p, err := authenticate()
	if errs.Is(err, "invalid_api_key") || errs.Is(err, "invalid_client_token") || errs.Is(err, "invalid_session") {
		if src := SourceOf(ctx); src != "" {
			if limited := s.failures.Check(src); limited != nil {
				return Principal{}, limited
			}
			s.failures.Fail(src)
		}
	}
	return p, err
}

// Hash returns the stored form of a key or token.
func Hash(secret string) string {
	d := digestOf(secret)
	return string(d[:])
}

// digest is Hash's answer before it becomes a string: a credential's
// cache entry is found by it without allocating.
type digest [2 * sha256.Size]byte

func digestOf(secret string) (d digest) {
	var buf [256]byte // credentials are shorter; longer input is copied
	b := buf[:0]
	if len(secret) <= len(buf) {
		b = append(b, secret...)
	} else {
		b = []byte(secret)
	}
	sum := sha256.Sum256(b)
	hex.Encode(d[:], sum[:])
	return d
}

func (s *Service) clock() time.Time { return s.now().UTC() }

func keyPrefix(mode Mode) string { return "sk_" + string(mode) + "_" }

func hint(secret string) string {
	return secret[:strings.LastIndex(secret, "_")+1] + "…" + secret[len(secret)-4:]
}

// MaxKeyName bounds a key's name.
const MaxKeyName = 100

// CreateKey makes a new secret key for the organization, named name (who
// or what will use it), and returns its plaintext, which is never
// available again.
func (s *Service) CreateKey(ctx context.Context, orgID string, mode Mode, name string) (string, *APIKey, error) {
	return s.CreateRestrictedKey(ctx, orgID, mode, name, nil)
}

// CreateRestrictedKey is CreateKey for a key that may do only what role
// allows (nil: everything).
func (s *Service) CreateRestrictedKey(ctx context.Context, orgID string, mode Mode, name string, role *Role) (string, *APIKey, error) {
	secret := ids.Secret(keyPrefix(mode), 24)
	k, err := s.insertKey(ctx, orgID, mode, secret, name, role)
	return secret, k, err
}

func (s *Service) insertKey(ctx context.Context, orgID string, mode Mode, secret, name string, role *Role) (*APIKey, error) {
	if mode != Test && mode != Live {
		return nil, errs.Invalidf("mode", "mode must be test or live")
	}
	if role != nil && !role.Valid() {
		return nil, errs.Invalidf("role", "role must be one of OWNER, ADMIN, DEVELOPER, REVIEWER, FINANCE, VIEWER")
	}
	name = strings.TrimSpace(name)
	if utf8.RuneCountInString(name) > MaxKeyName || strings.ContainsFunc(name, unicode.IsControl) {
		return nil, errs.Invalidf("name", "name must be at most %d characters, without control characters", MaxKeyName)
	}
	k := &APIKey{ID: ids.New("key"), OrganizationID: orgID, Mode: mode, Hash: Hash(secret), Hint: hint(secret), Name: name, Role: role, CreatedAt: s.clock()}
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(k).Exec(ctx); err != nil {
			return db.Classify(err, "No such organization")
		}
		return s.audit.Add(ctx, tx, audit.Record{OrganizationID: orgID, Mode: string(mode), Actor: ActorOf(ctx),
			Action: audit.KeyCreated, ObjectType: "api_key", ObjectID: k.ID, Data: map[string]any{"name": name, "hint": k.Hint, "role": role}})
	})
	if err != nil {
		return nil, err
	}
	return k, nil
}

// EnsureKey makes sure the organization named orgName exists and that secret
// is one of its keys; it is idempotent, for bootstrapping from configuration.
func (s *Service) EnsureKey(ctx context.Context, orgName, secret string) (*orgs.Organization, error) {
	var mode Mode
	switch {
	case strings.HasPrefix(secret, keyPrefix(Test)):
		mode = Test
	case strings.HasPrefix(secret, keyPrefix(Live)):
		mode = Live
	default:
		return nil, errs.Invalidf("key", "a key starts with sk_test_ or sk_live_")
	}
	o, err := s.orgs.Ensure(ctx, orgName)
	if err != nil {
		return nil, err
	}
	existing := new(APIKey)
	err = s.db.NewSelect().Model(existing).Where("hash = ?", Hash(secret)).Scan(ctx)
	switch {
	case err == nil && existing.OrganizationID != o.ID:
		return nil, errs.E(errs.Conflict, "key_in_use", "That key belongs to another organization")
	case err == nil:
		return o, nil
	case !db.IsNotFound(err):
		return nil, errs.Wrap(err, "find key")
	}
	if _, err := s.insertKey(ctx, o.ID, mode, secret, "bootstrap", nil); err != nil && !errs.Is(err, "conflict") {
		return nil, err
	}
	return o, nil
}

// ListKeysAfter returns up to limit+1 of the organization's keys of one
// mode after the cursor, newest first, revoked ones included (the extra row
// tells the caller there is a next page).
func (s *Service) ListKeysAfter(ctx context.Context, orgID string, mode Mode, after *paging.Cursor, limit int) ([]APIKey, error) {
	keys := []APIKey{}
	q := s.db.NewSelect().Model(&keys).Where("organization_id = ? AND mode = ?", orgID, mode)
	return keys, errs.Wrap(paging.SelectAfter(ctx, q, after, limit), "list keys")
}

// RevokeKey stops a key of the organization and mode from working: at once
// in this process, within the cache TTL in every other. Revoking a revoked
// key changes nothing.
func (s *Service) RevokeKey(ctx context.Context, orgID string, mode Mode, keyID string) (*APIKey, error) {
	k := new(APIKey)
	err := s.db.NewSelect().Model(k).Where("id = ? AND organization_id = ? AND mode = ?", keyID, orgID, mode).Scan(ctx)
	if err != nil {
		return nil, db.Classify(err, "No such key")
	}
	if k.RevokedAt == nil {
		now := s.clock()
		err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			res, err := tx.NewUpdate().Model(k).Set("revoked_at = ?", now).
				Where("id = ? AND organization_id = ? AND revoked_at IS NULL", keyID, orgID).Exec(ctx)
			if err != nil {
				return errs.Wrap(err, "revoke key")
			}
			if n, _ := res.RowsAffected(); n == 0 {
				return nil // revoked meanwhile, and recorded then
			}
			return s.audit.Add(ctx, tx, audit.Record{OrganizationID: orgID, Mode: string(mode), Actor: ActorOf(ctx),
				Action: audit.KeyRevoked, ObjectType: "api_key", ObjectID: k.ID, Data: map[string]any{"name": k.Name, "hint": k.Hint}})
		})
		if err != nil {
			return nil, err
		}
		k.RevokedAt = &now
	}
	s.forget([]string{k.Hash})
	return k, nil
}

// Key returns a secret key of the organization and mode, revoked or not
// (not_found for any other id).
func (s *Service) Key(ctx context.Context, orgID string, mode Mode, keyID string) (*APIKey, error) {
	k := new(APIKey)
	err := s.db.NewSelect().Model(k).Where("id = ? AND organization_id = ? AND mode = ?", keyID, orgID, mode).Scan(ctx)
	return k, db.Classify(err, "Key not found")
}

// ActiveKey returns a working secret key of the organization and mode.
func (s *Service) ActiveKey(ctx context.Context, orgID string, mode Mode, keyID string) (*APIKey, error) {
	k := new(APIKey)
	err := s.db.NewSelect().Model(k).Where("id = ? AND organization_id = ? AND mode = ? AND revoked_at IS NULL", keyID, orgID, mode).Scan(ctx)
	if db.IsNotFound(err) {
		return nil, errs.Invalidf("key_id", "%s is not a working key of this organization and mode", keyID)
	}
	return k, errs.Wrap(err, "find key")
}

var (
	errMissingKey = errs.E(errs.Unauthenticated, "missing_api_key", "Provide a secret key in Authorization: Bearer or X-Api-Key")
	errInvalidKey = errs.E(errs.Unauthenticated, "invalid_api_key", "The secret key is not valid")
)

// AuthenticateKey resolves a secret key to its principal. A revoked or
// unknown key, or anything that is not a secret key (a client token
// included), is invalid_api_key.
func (s *Service) AuthenticateKey(ctx context.Context, secret string) (Principal, error) {
	if secret == "" {
		return Principal{}, errMissingKey
	}
	return s.guarded(ctx, func() (Principal, error) {
		if !strings.HasPrefix(secret, "sk_") || len(secret) > 200 {
			return Principal{}, errInvalidKey
		}
		return s.cachedLookup(ctx, digestOf(secret), s.lookupKey)
	})
}

// cachedLookup answers a credential's principal from the cache while the
// entry is younger than the TTL, else from lookup (once for concurrent
// callers). Only answers are cached (a principal, or the credential's
// refusal); a failure to look (the database unreachable) is not.
func (s *Service) cachedLookup(ctx context.Context, d digest, lookup func(context.Context, string) (Principal, error)) (Principal, error) {
	now := s.now()
	s.mu.RLock()
	c, ok := s.cache[string(d[:])]
	until, revoking := s.revoking[string(d[:])]
	s.mu.RUnlock()
	if revoking && now.Before(until) {
		return lookup(ctx, string(d[:]))
	}
	if ok && now.Sub(c.fetched) < s.ttl {
		return c.p, c.err
	}
	h := string(d[:])
	v, err, _ := s.group.Do(h, func() (any, error) {
		s.mu.RLock()
		gen := s.gen
		s.mu.RUnlock()
		p, err := lookup(context.WithoutCancel(ctx), h)
		if err != nil && errs.KindOf(err) != errs.Unauthenticated {
			return p, err // a failure to look, not an answer: never kept
		}
		s.storeUnlessForgotten(h, cached{p: p, err: err, fetched: now}, gen)
		return p, err
	})
	return v.(Principal), err
}

func (s *Service) lookupKey(ctx context.Context, hash string) (Principal, error) {
	var row struct {
		APIKey `bun:",extend"`
		orgColumns
	}
	err := s.db.NewSelect().Model(&row).ColumnExpr("api_key.*").ColumnExpr(orgColumnsExpr).
		Join("JOIN organizations AS o ON o.id = api_key.organization_id").
		Where("api_key.hash = ?", hash).Scan(ctx)
	if db.IsNotFound(err) || (err == nil && row.RevokedAt != nil) {
		return Principal{}, errInvalidKey
	}
	if err != nil {
		return Principal{}, errs.Wrap(err, "look up key")
	}
	p := row.principal(row.OrganizationID, row.Mode)
	p.Kind, p.KeyID, p.KeyName = SecretKey, row.ID, row.Name
	if row.Role != nil {
		p.Role = *row.Role
	}
	return p, nil
}

// orgColumns are the organization's settings a principal carries, read
// with its credential (orgColumnsExpr, with the organization joined as o).
type orgColumns struct {
	OrgName string              `bun:"org_name"`
	Origins []string            `bun:"org_origins,type:text"`
	Widget  orgs.WidgetSettings `bun:"org_widget,type:text"`
	Days    *int                `bun:"org_retention_days"`
}

const orgColumnsExpr = "o.name AS org_name, o.allowed_origins AS org_origins, o.widget AS org_widget, o.retention_days AS org_retention_days"

func (c orgColumns) principal(orgID string, mode Mode) Principal {
	return Principal{OrganizationID: orgID, OrganizationName: c.OrgName, AllowedOrigins: c.Origins, Widget: c.Widget,
		Mode: mode, RetentionDays: c.Days}
}

// ClientTokenPrefix starts every client token.
const ClientTokenPrefix = "ct_"

// MintClientToken makes a client token for a session and records it
// inside the caller's transaction.
func (s *Service) MintClientToken(ctx context.Context, tx bun.IDB, p Principal, sessionID string, expiresAt time.Time) (string, error) {
	secret, insert := s.NewClientToken(ctx, tx, p, sessionID, expiresAt)
	if _, err := insert.Exec(ctx); err != nil {
		return "", errs.Wrap(err, "mint client token")
	}
	return secret, nil
}

// NewClientToken makes a client token for a session and returns it with
// the insert that records it, for the caller to send in the transaction of
// ctx (with other writes). Once that commits, this process knows the token
// without a lookup.
func (s *Service) NewClientToken(ctx context.Context, tx bun.IDB, p Principal, sessionID string, expiresAt time.Time) (string, *db.Row) {
	secret := ids.Secret(ClientTokenPrefix, 24)
	row := &clientTokenRow{Hash: Hash(secret), OrganizationID: p.OrganizationID, Mode: p.Mode, SessionID: sessionID,
		ExpiresAt: expiresAt.UTC(), CreatedAt: s.clock()}
	tp := Principal{OrganizationID: p.OrganizationID, OrganizationName: p.OrganizationName, AllowedOrigins: p.AllowedOrigins,
		Widget: p.Widget, Mode: p.Mode, Kind: ClientToken, SessionID: sessionID, ExpiresAt: row.ExpiresAt}
	db.AfterCommit(ctx, func() { s.remember(row.Hash, tp) })
	return secret, db.InsertOf(tx, row)
}

// RevokeClientTokens deletes the client tokens of a session inside the
// caller's transaction. Once it commits they are invalid_client_token at
// once in this process, and within CacheTTL in the others.
func (s *Service) RevokeClientTokens(ctx context.Context, tx bun.IDB, sessionID string) error {
	var hashes []string
	if err := tx.NewSelect().Model((*clientTokenRow)(nil)).Column("hash").Where("session_id = ?", sessionID).Scan(ctx, &hashes); err != nil {
		return errs.Wrap(err, "find client tokens")
	}
	if len(hashes) == 0 {
		return nil
	}
	if _, err := tx.NewDelete().Model((*clientTokenRow)(nil)).Where("hash IN (?)", bun.In(hashes)).Exec(ctx); err != nil {
		return errs.Wrap(err, "revoke client tokens")
	}
	s.forgetOnCommit(ctx, hashes)
	return nil
}

// remember caches a credential's principal as a lookup would.
func (s *Service) remember(h string, p Principal) { s.store(h, cached{p: p, fetched: s.now()}) }

// forgetAll empties the cache, for a change of an organization's settings
// that its principals carry.
func (s *Service) forgetAll() {
	s.mu.Lock()
	s.cache = map[string]cached{}
	s.gen++
	s.mu.Unlock()
}

// forget drops credentials from the cache once they no longer work: a
// lookup of one already under way neither stores its answer nor answers a
// later caller.
func (s *Service) forget(hashes []string) {
	s.mu.Lock()
	for _, h := range hashes {
		delete(s.cache, h)
		s.group.Forget(h)
	}
	s.gen++
	s.mu.Unlock()
}

// forgetOnCommit forgets credentials the transaction of ctx revokes: from
// now until it commits their lookups bypass the cache, and once it has
// they are forgotten. Outside a transaction they are forgotten at once.
func (s *Service) forgetOnCommit(ctx context.Context, hashes []string) {
	if len(hashes) == 0 {
		return
	}
	now := s.now()
	s.mu.Lock()
	for h, until := range s.revoking {
		if !now.Before(until) {
			delete(s.revoking, h)
		}
	}
	for _, h := range hashes {
		s.revoking[h] = now.Add(revokingFor)
	}
	s.mu.Unlock()
	s.forget(hashes)
	db.AfterCommit(ctx, func() {
		s.forget(hashes)
		s.mu.Lock()
		for _, h := range hashes {
			delete(s.revoking, h)
		}
		s.mu.Unlock()
	})
}

// storeUnlessForgotten stores a lookup's answer unless a forget came
// since the lookup began (gen).
func (s *Service) storeUnlessForgotten(h string, c cached, gen uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.gen == gen {
		s.storeLocked(h, c)
	}
}

func (s *Service) store(h string, c cached) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.storeLocked(h, c)
}

func (s *Service) storeLocked(h string, c cached) {
	if len(s.cache) >= maxCached {
		s.cache = map[string]cached{}
	}
	s.cache[h] = c
}

var (
	errMissingToken = errs.E(errs.Unauthenticated, "missing_client_token", "Provide the client token in X-Client-Token or Authorization: Bearer")
	errInvalidToken = errs.E(errs.Unauthenticated, "invalid_client_token", "The client token is not valid")
	errExpiredToken = errs.E(errs.Unauthenticated, "session_expired", "Session expired")
)

// AuthenticateClientToken resolves a client token to its session's
// principal. Tokens are cached like keys (they never change; their expiry is
// checked on every use).
func (s *Service) AuthenticateClientToken(ctx context.Context, token string) (Principal, error) {
	if token == "" {
		return Principal{}, errMissingToken
	}
	return s.guarded(ctx, func() (Principal, error) {
		if !strings.HasPrefix(token, ClientTokenPrefix) || len(token) > 200 {
			return Principal{}, errInvalidToken
		}
		p, err := s.cachedLookup(ctx, digestOf(token), s.lookupClientToken)
		if err == nil && !s.clock().Before(p.ExpiresAt) {
			return Principal{}, errExpiredToken
		}
		return p, err
	})
}

func (s *Service) lookupClientToken(ctx context.Context, hash string) (Principal, error) {
	var row struct {
		clientTokenRow `bun:",extend"`
		orgColumns
	}
	err := s.db.NewSelect().Model(&row).ColumnExpr("client_token_row.*").ColumnExpr(orgColumnsExpr).
		Join("JOIN organizations AS o ON o.id = client_token_row.organization_id").
		Where("client_token_row.hash = ?", hash).Scan(ctx)
	if db.IsNotFound(err) {
		return Principal{}, errInvalidToken
	}
	if err != nil {
		return Principal{}, errs.Wrap(err, "look up client token")
	}
	p := row.principal(row.OrganizationID, row.Mode)
	p.Kind, p.SessionID, p.ExpiresAt = ClientToken, row.SessionID, row.ExpiresAt
	return p, nil
}

// StripBearer returns the token of a "Bearer <token>" value (any case), or
// the value itself.
func StripBearer(v string) string {
	if scheme, token, ok := strings.Cut(strings.TrimSpace(v), " "); ok && strings.EqualFold(scheme, "bearer") {
		return strings.TrimSpace(token)
	}
	return strings.TrimSpace(v)
}
