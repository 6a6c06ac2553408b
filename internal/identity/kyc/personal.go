package kyc

import (
	"context"
	"encoding/json"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
)

// dataKey returns the session's data key; nil for a session created
// before envelope encryption.
func (s *Service) dataKey(ctx context.Context, idb bun.IDB, ses *Session) (*keyring.DataKey, error) {
	if ses.DataKeyID == nil {
		return nil, nil
	}
	dk, err := s.cfg.Ring.Get(ctx, idb, *ses.DataKeyID)
	return dk, errs.Wrap(err, "session data key")
}

// seal writes the session's personal fields into their sealed columns. A
// field this process sealed before, from the same plain text under the
// same key, keeps its sealed text: sealing it anew would give another text
// (a fresh nonce), and a change would write the column for nothing.
func (s *Service) seal(ctx context.Context, idb bun.IDB, ses *Session) error {
	dk, err := s.dataKey(ctx, idb, ses)
	if err != nil {
		return err
	}
	if dk == nil || ses.sealed.key != dk.ID {
		ses.sealed = sealedFrom{}
		if dk != nil {
			ses.sealed.key = dk.ID
		}
	}
	put := func(i int, plain []byte, isNil bool, dst **string) {
		was := ses.sealed.plain[i]
		switch {
		case isNil:
			*dst, ses.sealed.plain[i] = nil, nil
		case dk == nil:
			out := string(plain)
			*dst = &out
		case *dst != nil && was != nil && *was == string(plain):
			// sealed from this text already
		default:
			out, from := dk.Seal(plain), string(plain)
			*dst, ses.sealed.plain[i] = &out, &from
		}
	}
	put(0, jsonOf(ses.Address), ses.Address == nil, &ses.SealedAddress)
	put(1, jsonOf(ses.Checks), ses.Checks == nil, &ses.SealedChecks)
	put(2, textOf(ses.ReviewNote), ses.ReviewNote == nil, &ses.SealedReviewNote)
	put(3, textOf(ses.FlagReason), ses.FlagReason == nil, &ses.SealedFlagReason)
	return nil
}

// sealedFrom is the plain text of a session's personal fields (address,
// checks, reviewer's note, flag reason) as this process last sealed or
// opened them, and the data key they are sealed under.
type sealedFrom struct {
	key   string
	plain [4]*string
}

func jsonOf[T any](v *T) []byte {
	if v == nil {
		return nil
	}
	b, _ := json.Marshal(v)
	return b
}

func textOf(s *string) []byte {
	if s == nil {
		return nil
	}
	return []byte(*s)
}

// open reads the session's personal fields from their sealed columns (a
// field stored before envelope encryption is plain), and remembers what
// each was sealed from, so that a change that leaves it as it was keeps its
// sealed text (seal).
func (s *Service) open(ctx context.Context, idb bun.IDB, ses *Session) error {
	ses.sealed = sealedFrom{}
	if ses.DataKeyID != nil {
		ses.sealed.key = *ses.DataKeyID
	}
	// text[i] is field i's (as in sealedFrom), nil when its column is.
	var text [4][]byte
	for i, stored := range [4]*string{ses.SealedAddress, ses.SealedChecks, ses.SealedReviewNote, ses.SealedFlagReason} {
		if stored == nil {
			continue
		}
		b, err := s.plain(ctx, idb, *stored)
		if err != nil {
			return err
		}
		if key, sealed := keyring.KeyOf(*stored); sealed && key == ses.sealed.key {
			from := string(b)
			ses.sealed.plain[i] = &from
		}
		text[i] = b
	}
	address, checks, note, reason := text[0], text[1], text[2], text[3]
	ses.ReviewNote, ses.FlagReason = stringOf(note), stringOf(reason)
	ses.Address, ses.Checks = nil, nil
	if address != nil {
		ses.Address = new(Address)
		if err := decode(address, ses.Address); err != nil {
			return err
		}
	}
	if checks != nil {
		ses.Checks = new(Checks)
		return decode(checks, ses.Checks)
	}
	return nil
}

func stringOf(b []byte) *string {
	if b == nil {
		return nil
	}
	s := string(b)
	return &s
}

// openAll opens the personal fields of loaded sessions.
func (s *Service) openAll(ctx context.Context, idb bun.IDB, list []Session) error {
	for i := range list {
		if err := s.open(ctx, idb, &list[i]); err != nil {
			return err
		}
	}
	return nil
}

// unseal decodes a stored value into dst: sealed, or plain JSON from
// before envelope encryption.
func (s *Service) unseal(ctx context.Context, idb bun.IDB, stored string, dst any) error {
	b, err := s.plain(ctx, idb, stored)
	if err != nil {
		return err
	}
	return decode(b, dst)
}

// plain is a stored value's text: opened when sealed, as stored when
// plain (from before envelope encryption).
func (s *Service) plain(ctx context.Context, idb bun.IDB, stored string) ([]byte, error) {
	if !keyring.IsSealed(stored) {
		return []byte(stored), nil
	}
	b, err := s.cfg.Ring.Open(ctx, idb, stored)
	return b, errs.Wrap(err, "open personal field")
}

func decode(b []byte, dst any) error {
	return errs.Wrap(json.Unmarshal(b, dst), "decode personal field")
}

// sealResult is a step's provider result as stored on its upload.
func sealResult(dk *keyring.DataKey, result any) json.RawMessage {
	if result == nil {
		return nil
	}
	b, _ := json.Marshal(result)
	if dk == nil {
		return b
	}
	return json.RawMessage(dk.Seal(b))
}

// objectKey is the key an image of the session is encrypted with in the
// blob store: derived from the session's data key, or nil (the store's
// own derivation from the master key) for a session created before
// envelope encryption.
func objectKey(dk *keyring.DataKey, name string) []byte {
	if dk == nil {
		return nil
	}
	return dk.Derive("meridian blob " + name)
}

// withoutPersonalData is the session as events carry it: what was read
// from the document (names, dates of birth, numbers), the address and
// the reviewers' free text (the review note, the flag's reason) stay out
// of the event log and webhooks, whose snapshots are stored as recorded
// and outlive a redaction; the scores and the verdict stay in. A business
// reads the fields from the session itself. The sealed columns, the test
// hints and the liveness challenges stay out too: events never show them.
func withoutPersonalData(ses *Session) *Session {
	out := *ses
	out.Address, out.ReviewNote, out.FlagReason = nil, nil, nil
	out.SealedAddress, out.SealedChecks, out.SealedReviewNote, out.SealedFlagReason = nil, nil, nil, nil
	out.Hints, out.Challenges = providers.Hints{}, nil
	out.Checks = ses.Checks.WithoutFields()
	return &out
}

// EventSnapshot is what a verification event records (events.Pending's
// snapshot): the session without its personal data, and its checks as the
// event carries them (EventChecks), taken when the event is recorded.
type EventSnapshot struct {
	Session *Session     `json:"session"`
	Checks  CheckSummary `json:"checks"`
}

// WithoutFields is a copy of the checks without what was read from the
// document (names, dates of birth, numbers): the scores alone. Nil for nil.
func (c *Checks) WithoutFields() *Checks {
	if c == nil {
		return nil
	}
	out := *c
	for _, side := range []**providers.OCRResult{&out.DocumentFront, &out.DocumentBack} {
		if *side != nil {
			r := **side
			r.Fields, r.Barcode = nil, nil
			*side = &r
		}
	}
	return out.Public()
}

// Public is a copy of the checks without the faces' descriptors
// (biometric data, kept sealed for the session's own checks and never
// shown). Nil for nil.
func (c *Checks) Public() *Checks {
	if c == nil || c.FaceMatch == nil || c.FaceMatch.Descriptors == nil {
		return c
	}
	out := *c
	fm := *c.FaceMatch
	fm.Descriptors = nil
	out.FaceMatch = &fm
	return &out
}
