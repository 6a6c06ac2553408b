package kyc

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"time"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/blob"
	"github.com/meridianhq/meridian/internal/errs"
)

// FileURLTTL is how long a signed image link works.
const FileURLTTL = 5 * time.Minute

func (s *Service) signature(uploadID string, expires int64) string {
	m := hmac.New(sha256.New, s.cfg.SigningKey)
	m.Write([]byte(uploadID + "." + strconv.FormatInt(expires, 10)))
	return hex.EncodeToString(m.Sum(nil))
}

// FileURL is a short-lived link to an uploaded image: images are never
// returned raw by the API, only through these links.
func (s *Service) FileURL(u *Upload) string {
	exp := s.now().Add(FileURLTTL).Unix()
	return s.cfg.PublicURL + "/v1/files/" + u.ID + "?expires=" + strconv.FormatInt(exp, 10) + "&signature=" + s.signature(u.ID, exp)
}

var errBadLink = errs.E(errs.Forbidden, "invalid_signature", "The link is invalid or has expired")

// File returns a signed link's image, decrypted, and its content type.
func (s *Service) File(ctx context.Context, uploadID, expires, signature string) ([]byte, string, error) {
	exp, err := strconv.ParseInt(expires, 10, 64)
	if err != nil || s.now().Unix() > exp || !hmac.Equal([]byte(signature), []byte(s.signature(uploadID, exp))) {
		return nil, "", errBadLink
	}
	u := new(Upload)
	if err := s.db.NewSelect().Model(u).Where("id = ?", uploadID).Scan(ctx); err != nil {
		return nil, "", db.Classify(err, "File not found")
	}
	dk, err := s.keyOf(ctx, s.db, u.SessionID)
	if err != nil {
		return nil, "", err
	}
	b, err := s.cfg.Blobs.GetWith(ctx, u.BlobKey, objectKey(dk, u.BlobKey))
	if err != nil {
		return nil, "", blob.Unavailable(err)
	}
	return b, u.ContentType, nil
}
