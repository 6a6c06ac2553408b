// Package keyring is Meridian's envelope encryption. Every record that
// holds personal data or a secret (a verification session, a USD account
// request's identification number, a webhook secret) gets its own random
// 256-bit data key; the data key is kept in the database wrapped (AES-256-GCM)
// by the master key (MERIDIAN_ENCRYPTION_KEY), with the master key's id
// beside it. Values are sealed with AES-256-GCM under their record's data
// key, and images are encrypted under keys derived from it.
//
// Rotating the master key re-wraps the data keys (a few dozen bytes each)
// and never touches the payloads: RotateMaster, run with the new key as
// the current one and the old one as previous, rewraps every data key the
// old key wrapped, while both keys open what they wrapped, so a server
// keeps working during the rotation.
package keyring

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
)

// prefix starts every sealed value: "dk1:" + data key id + ":" + base64 of
// nonce and ciphertext.
const prefix = "dk1:"

// DataKeyRow is a wrapped data key as the database keeps it.
type DataKeyRow struct {
	bun.BaseModel `bun:"table:data_keys"`
	ID            string    `bun:"id,pk"`
	MasterKeyID   string    `bun:"master_key_id"`
	Wrapped       []byte    `bun:"wrapped"`
	CreatedAt     time.Time `bun:"created_at"`
	UpdatedAt     time.Time `bun:"updated_at"`
}

// master is a master key and its id.
type master struct {
	id   string
	aead cipher.AEAD
}

func newMaster(key []byte) (*master, error) {
	if len(key) != 32 {
		return nil, errors.New("keyring: a master key is 32 bytes")
	}
	// The id names the key without revealing it: a hash of a key derived
	// for that purpose alone.
	idKey, err := hkdf.Key(sha256.New, key, nil, "meridian master key id", 32)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(idKey)
	aead, err := gcm(key)
	if err != nil {
		return nil, err
	}
	return &master{id: "mk_" + hex.EncodeToString(sum[:8]), aead: aead}, nil
}

func gcm(key []byte) (cipher.AEAD, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

// DataKey is an unwrapped data key.
type DataKey struct {
	ID   string
	raw  []byte
	aead cipher.AEAD
}

// Derive returns a 32-byte key for one purpose (an image's name), so that
// no two objects share a key and the data key itself never leaves here.
func (k *DataKey) Derive(purpose string) []byte {
	out, _ := hkdf.Key(sha256.New, k.raw, nil, purpose, 32)
	return out
}

// Seal encrypts plain under the data key; the result names the key.
func (k *DataKey) Seal(plain []byte) string {
	nonce := make([]byte, k.aead.NonceSize())
	rand.Read(nonce)
	sealed := k.aead.Seal(nonce, nonce, plain, []byte(k.ID))
	return prefix + k.ID + ":" + base64.RawStdEncoding.EncodeToString(sealed)
}

// Keyring wraps and unwraps data keys, and keeps the unwrapped ones it
// has used (data keys never change, only their wrapping does).
type Keyring struct {
	db       *db.DB
	current  *master
	previous map[string]*master
	now      func() time.Time

	mu    sync.Mutex
	cache map[string]*DataKey
}

// maxCached bounds the data keys kept unwrapped; past it the cache starts over.
const maxCached = 50_000

// New makes a keyring with the current master key and any previous ones
// (during a rotation, until RotateMaster has run).
func New(d *db.DB, current []byte, previous ...[]byte) (*Keyring, error) {
	m, err := newMaster(current)
	if err != nil {
		return nil, err
	}
	k := &Keyring{db: d, current: m, previous: map[string]*master{}, now: time.Now, cache: map[string]*DataKey{}}
	for _, p := range previous {
		pm, err := newMaster(p)
		if err != nil {
			return nil, err
		}
		if pm.id != m.id {
			k.previous[pm.id] = pm
		}
	}
	return k, nil
}

// MasterKeyID names the current master key.
func (k *Keyring) MasterKeyID() string { return k.current.id }

// New makes a new data key and its wrapped row, for the caller to insert
// with its record (in one transaction, or one batch: both exist or neither).
func (k *Keyring) New() (*DataKey, *DataKeyRow) {
	raw := make([]byte, 32)
	rand.Read(raw)
	aead, _ := gcm(raw) // a 32-byte key always makes a cipher
	dk := &DataKey{ID: ids.New("dk"), raw: raw, aead: aead}
	now := k.now().UTC()
	row := &DataKeyRow{ID: dk.ID, MasterKeyID: k.current.id, Wrapped: k.wrap(k.current, dk), CreatedAt: now, UpdatedAt: now}
	k.remember(dk)
	return dk, row
}

// Create makes a new data key and stores it through idb.
func (k *Keyring) Create(ctx context.Context, idb bun.IDB) (*DataKey, error) {
	dk, row := k.New()
	if _, err := idb.NewInsert().Model(row).Exec(ctx); err != nil {
		return nil, errs.Wrap(err, "store data key")
	}
	return dk, nil
}

func (k *Keyring) wrap(m *master, dk *DataKey) []byte {
	nonce := make([]byte, m.aead.NonceSize())
	rand.Read(nonce)
	return m.aead.Seal(nonce, nonce, dk.raw, []byte(dk.ID))
}

func (k *Keyring) unwrap(row *DataKeyRow) (*DataKey, error) {
	m := k.current
	if row.MasterKeyID != m.id {
		if m = k.previous[row.MasterKeyID]; m == nil {
			return nil, fmt.Errorf("keyring: data key %s is wrapped by master key %s, which this server does not have", row.ID, row.MasterKeyID)
		}
	}
	n := m.aead.NonceSize()
	if len(row.Wrapped) < n {
		return nil, fmt.Errorf("keyring: data key %s is malformed", row.ID)
	}
	raw, err := m.aead.Open(nil, row.Wrapped[:n], row.Wrapped[n:], []byte(row.ID))
	if err != nil {
		return nil, fmt.Errorf("keyring: data key %s does not open under master key %s", row.ID, row.MasterKeyID)
	}
	aead, err := gcm(raw)
	if err != nil {
		return nil, err
	}
	return &DataKey{ID: row.ID, raw: raw, aead: aead}, nil
}

func (k *Keyring) remember(dk *DataKey) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if len(k.cache) >= maxCached {
		k.cache = map[string]*DataKey{}
	}
	k.cache[dk.ID] = dk
}

// Get returns the data key id, reading it through idb unless it is cached.
func (k *Keyring) Get(ctx context.Context, idb bun.IDB, id string) (*DataKey, error) {
	k.mu.Lock()
	dk := k.cache[id]
	k.mu.Unlock()
	if dk != nil {
		return dk, nil
	}
	row := new(DataKeyRow)
	if err := idb.NewSelect().Model(row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, errs.Wrap(err, "read data key "+id)
	}
	dk, err := k.unwrap(row)
	if err != nil {
		return nil, err
	}
	k.remember(dk)
	return dk, nil
}

// IsSealed reports whether s is a sealed value (and not, say, a value
// written before envelope encryption).
func IsSealed(s string) bool { return strings.HasPrefix(s, prefix) }

// KeyOf returns the id of the data key a sealed value was sealed with.
func KeyOf(sealed string) (string, bool) {
	rest, ok := strings.CutPrefix(sealed, prefix)
	if !ok {
		return "", false
	}
	id, _, ok := strings.Cut(rest, ":")
	return id, ok && id != ""
}

// Open decrypts a sealed value, reading its data key through idb unless
// it is cached.
func (k *Keyring) Open(ctx context.Context, idb bun.IDB, sealed string) ([]byte, error) {
	id, ok := KeyOf(sealed)
	if !ok {
		return nil, errors.New("keyring: not a sealed value")
	}
	dk, err := k.Get(ctx, idb, id)
	if err != nil {
		return nil, err
	}
	raw, err := base64.RawStdEncoding.DecodeString(sealed[len(prefix)+len(id)+1:])
	n := dk.aead.NonceSize()
	if err != nil || len(raw) < n {
		return nil, errors.New("keyring: malformed sealed value")
	}
	plain, err := dk.aead.Open(nil, raw[:n], raw[n:], []byte(dk.ID))
	if err != nil {
		return nil, errors.New("keyring: a sealed value does not open under its data key")
	}
	return plain, nil
}

// Seal encrypts plain under a new data key of its own (stored through idb).
func (k *Keyring) Seal(ctx context.Context, idb bun.IDB, plain []byte) (string, error) {
	dk, err := k.Create(ctx, idb)
	if err != nil {
		return "", err
	}
	return dk.Seal(plain), nil
}

// Forget removes data keys: what they sealed can no longer be opened, by
// anyone (crypto-shredding). The rows go through idb.
func (k *Keyring) Forget(ctx context.Context, idb bun.IDB, ids ...string) error {
	if len(ids) == 0 {
		return nil
	}
	if _, err := idb.NewDelete().Model((*DataKeyRow)(nil)).Where("id IN (?)", bun.In(ids)).Exec(ctx); err != nil {
		return errs.Wrap(err, "forget data keys")
	}
	k.mu.Lock()
	for _, id := range ids {
		delete(k.cache, id)
	}
	k.mu.Unlock()
	return nil
}

// ForgetSealed forgets the data keys of sealed values (see Forget); values
// of another form are skipped.
func (k *Keyring) ForgetSealed(ctx context.Context, idb bun.IDB, sealed ...string) error {
	var ids []string
	for _, v := range sealed {
		if id, ok := KeyOf(v); ok {
			ids = append(ids, id)
		}
	}
	return k.Forget(ctx, idb, ids...)
}

// RotateMaster re-wraps, under the current master key, every data key
// that a previous master key wrapped, in batches, each in its own
// transaction; the payloads are untouched. It returns how many it
// re-wrapped, and fails on a data key that no key of the keyring opens
// (before changing it).
func (k *Keyring) RotateMaster(ctx context.Context) (int, error) {
	total := 0
	for {
		var n int
		err := k.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			var rows []DataKeyRow
			if err := tx.NewSelect().Model(&rows).Where("master_key_id <> ?", k.current.id).
				Order("id").Limit(500).Scan(ctx); err != nil {
				return errs.Wrap(err, "read data keys")
			}
			for i := range rows {
				dk, err := k.unwrap(&rows[i])
				if err != nil {
					return err
				}
				res, err := tx.NewUpdate().Model((*DataKeyRow)(nil)).
					Set("master_key_id = ?, wrapped = ?, updated_at = ?", k.current.id, k.wrap(k.current, dk), k.now().UTC()).
					Where("id = ? AND master_key_id = ?", rows[i].ID, rows[i].MasterKeyID).Exec(ctx)
				if err != nil {
					return errs.Wrap(err, "re-wrap data key")
				}
				if c, _ := res.RowsAffected(); c == 1 {
					n++
				}
			}
			if len(rows) == 0 {
				n = -1
			}
			return nil
		})
		if err != nil {
			return total, err
		}
		if n < 0 {
			return total, nil
		}
		total += n
	}
}

// Count returns how many data keys each master key wraps.
func (k *Keyring) Count(ctx context.Context) (map[string]int, error) {
	var rows []struct {
		MasterKeyID string `bun:"master_key_id"`
		N           int    `bun:"n"`
	}
	err := k.db.NewSelect().Model((*DataKeyRow)(nil)).Column("master_key_id").ColumnExpr("count(*) AS n").
		Group("master_key_id").Scan(ctx, &rows)
	out := map[string]int{}
	for _, r := range rows {
		out[r.MasterKeyID] = r.N
	}
	return out, errs.Wrap(err, "count data keys")
}
