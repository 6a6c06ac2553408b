package kyc

import (
	"cmp"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/blob"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ptr"
)

// DefaultLinkTTL is how long a signed image link works unless configured.
const DefaultLinkTTL = 30 * time.Minute

func (s *Service) signature(uploadID string, expires int64) string {
	m := hmac.New(sha256.New, s.cfg.SigningKey)
	m.Write([]byte(uploadID + "." + strconv.FormatInt(expires, 10)))
	return hex.EncodeToString(m.Sum(nil))
}

// linkWindow is a sixth of a link's lifetime: the links issued within one
// window share their expiry, so that an image keeps one URL (which
// browsers cache) for the window, and a viewer's retrievals within it are
// recorded once.
func (s *Service) linkWindow() time.Duration {
	return max(cmp.Or(s.cfg.LinkTTL, DefaultLinkTTL)/6, time.Second)
}

// FileURL is a short-lived link to an uploaded image, and when it stops
// working: images are never returned raw by the API, only through these
// links, signed over the upload's id and the expiry. A link works for at
// least the link lifetime, and at most one window (linkWindow) more: its
// expiry is the lifetime's end rounded up to a window's.
func (s *Service) FileURL(u *Upload) (string, time.Time) {
	w := s.linkWindow()
	exp := s.now().Add(cmp.Or(s.cfg.LinkTTL, DefaultLinkTTL)).Truncate(w).Add(w)
	unix := exp.Unix()
	return s.cfg.PublicURL + "/v1/files/" + u.ID + "?expires=" + strconv.FormatInt(unix, 10) + "&signature=" + s.signature(u.ID, unix), exp
}

var errBadLink = errs.E(errs.Forbidden, "invalid_signature", "The link is invalid or has expired")

// File returns a signed link's image, decrypted, its content type and how
// long the link still works.
func (s *Service) File(ctx context.Context, uploadID, expires, signature string) ([]byte, string, time.Duration, error) {
	exp, err := strconv.ParseInt(expires, 10, 64)
	if err != nil || s.now().Unix() > exp || !hmac.Equal([]byte(signature), []byte(s.signature(uploadID, exp))) {
		return nil, "", 0, errBadLink
	}
	left := time.Unix(exp, 0).Sub(s.now())
	var row struct {
		Upload    `bun:",extend"`
		DataKeyID *string `bun:"data_key_id"`
	}
	err = s.db.NewSelect().Model(&row).ColumnExpr("upload.*, s.data_key_id").
		Join("JOIN sessions AS s ON s.id = upload.session_id").Where("upload.id = ?", uploadID).Scan(ctx)
	if err != nil {
		return nil, "", 0, db.Classify(err, "File not found")
	}
	u := &row.Upload
	dk, err := s.dataKey(ctx, s.db, &Session{DataKeyID: row.DataKeyID})
	if err != nil {
		return nil, "", 0, err
	}
	b, err := s.cfg.Blobs.GetWith(ctx, u.BlobKey, objectKey(dk, u.BlobKey))
	if err != nil {
		return nil, "", 0, blob.Unavailable(err)
	}
	return b, u.ContentType, left, nil
}

// audit is the insert of an audit entry about the session, to be sent with
// the change it records.
func (s *Service) audit(ctx context.Context, idb bun.IDB, actor audit.Actor, ses *Session, action string, data map[string]any) *bun.InsertQuery {
	return s.cfg.Audit.Insert(ctx, idb, audit.Record{OrganizationID: ses.OrganizationID, Mode: string(ses.Mode), Actor: actor,
		Action: action, ObjectType: "session", ObjectID: ses.ID, Data: data})
}

// Link is a signed link to one of a session's images.
type Link struct {
	URL       string
	ExpiresAt time.Time
}

// Links signs links to the uploads of one of the caller's sessions, and
// records their issuance in the audit log.
func (s *Service) Links(ctx context.Context, p auth.Principal, sessionID string, ups []Upload) ([]Link, error) {
	out := make([]Link, len(ups))
	for i := range ups {
		out[i].URL, out[i].ExpiresAt = s.FileURL(&ups[i])
	}
	if len(ups) == 0 {
		return out, nil
	}
	// A person viewing a case is recorded, not every render of a list: one
	// entry per viewer, session and window.
	actor := audit.By(p)
	q := s.db.NewSelect().Table("audit_log").
		Where("organization_id = ? AND object_id = ? AND action = ? AND mode = ? AND created_at > ?",
			p.OrganizationID, sessionID, audit.AssetLinksIssued, string(p.Mode), s.now().Add(-s.linkWindow()).UTC())
	if actor.UserID != "" {
		q = q.Where("actor_user_id = ?", actor.UserID)
	} else {
		q = q.Where("actor_key_id IS NOT DISTINCT FROM ? AND actor_name = ?", ptr.NonZero(actor.KeyID), actor.Name)
	}
	seen, err := q.Exists(ctx)
	if err != nil || seen {
		return out, errs.Wrap(err, "find link issuance")
	}
	err = s.cfg.Audit.Add(ctx, s.db, audit.Record{OrganizationID: p.OrganizationID, Mode: string(p.Mode), Actor: actor,
		Action: audit.AssetLinksIssued, ObjectType: "session", ObjectID: sessionID,
		Data: map[string]any{"uploads": len(ups), "expires_at": out[0].ExpiresAt}})
	return out, err
}
