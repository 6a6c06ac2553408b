package kyc

import (
	"context"
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/internal/identity/kyc/decision"
	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/kyc/visual"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// CrossCheck is a check of what the document says against something
// else: the session's customer, the organization's other sessions. Reason
// is the decision reason it gives when it fails.
type CrossCheck struct {
	providers.SubCheck
	Reason string `json:"reason,omitempty"`
}

// Cross-check names.
const (
	CheckCustomerName = "cross.customer_name"
	CheckDuplicate    = "cross.duplicate_document"
	CheckZoneBarcode  = "cross.mrz_barcode"
)

// maxDuplicates bounds the other sessions a duplicate check names.
const maxDuplicates = 10

// crossCheck holds the document's zone, read and valid (its fields
// present), against the session's customer and the organization's other
// sessions; it records the checks on checks and the document's keyed
// match on it (saved with the verdict). A document whose zone was not
// read (the mocks of test mode read none) is cross-checked against
// nothing.
func (s *Service) crossCheck(ctx context.Context, idb bun.IDB, ses *Session, checks *Checks) error {
	fields := checks.zoneFields()
	if fields == nil {
		return nil
	}
	if code := checks.barcodeFields(); code != nil {
		checks.Cross = append(checks.Cross, zoneAgainstBarcode(fields, code))
	}
	checks.Cross = append(checks.Cross, zoneAgainstPrint(checks, fields)...)
	if ses.CustomerID != nil {
		c, err := s.cfg.Customers.GetTx(ctx, idb, auth.Principal{OrganizationID: ses.OrganizationID, Mode: ses.Mode}, *ses.CustomerID)
		if err != nil && errs.KindOf(err) != errs.NotFound {
			return err
		}
		if err == nil && strings.TrimSpace(c.FirstName+c.LastName) != "" {
			score, passed := matchName(c.FirstName, c.LastName, fields["firstName"], fields["lastName"])
			detail := "the customer's name is the document's"
			if !passed {
				detail = "the customer's name is not the document's (names are compared without case, accents or order; a name the document leaves out fails)"
			}
			checks.Cross = append(checks.Cross, CrossCheck{SubCheck: providers.SubCheck{Name: CheckCustomerName, Score: &score,
				Threshold: new(1.0), Passed: passed, Detail: detail}, Reason: decision.DataMismatch})
		}
	}
	number := fields["documentNumber"]
	if number == "" {
		return nil
	}
	match := s.documentMatch(ses, fields["documentCode"], fields["issuingState"], number)
	checks.match = match
	others, err := s.sameDocument(ctx, idb, ses, match)
	if err != nil {
		return err
	}
	c := CrossCheck{SubCheck: providers.SubCheck{Name: CheckDuplicate, Passed: len(others) == 0,
		Detail: "no other person's session holds this document"}, Reason: decision.DuplicateDocument}
	if len(others) > 0 {
		c.Detail = "the same document is on another person's session: " + strings.Join(others, ", ")
	}
	checks.Cross = append(checks.Cross, c)
	return nil
}

// zoneFields are the fields of the side whose machine-readable zone was
// read and held together, nil when none was.
func (c *Checks) zoneFields() map[string]string {
	for _, side := range []*providers.OCRResult{c.DocumentFront, c.DocumentBack} {
		if side != nil && side.Reason == "" && side.Fields["documentCode"] != "" {
			return side.Fields
		}
	}
	return nil
}

// zoneAgainstPrint holds a card's zone, read on one side, against what
// the other side prints (read by OCR: an identity card's front), as a
// passport's zone is held against its own page: the number, the surname
// and the date of birth must be found there, each failing
// DATA_MISMATCH. A print too poorly read to judge gives no check.
func zoneAgainstPrint(checks *Checks, fields map[string]string) []CrossCheck {
	var text string
	for _, side := range []*providers.OCRResult{checks.DocumentFront, checks.DocumentBack} {
		if side != nil && side.Text != "" {
			text = side.Text
		}
	}
	if text == "" {
		return nil
	}
	birth, _ := time.Parse(time.DateOnly, fields["dateOfBirth"])
	found, readable := visual.Checks(text, visual.Printed{DocumentNumber: fields["documentNumber"], LastName: fields["lastName"],
		DateOfBirth: birth, Where: "the other side's print"})
	if !readable {
		return nil
	}
	out := make([]CrossCheck, 0, len(found))
	for _, c := range found {
		out = append(out, CrossCheck{SubCheck: c, Reason: decision.DataMismatch})
	}
	return out
}

// barcodeFields are what a side's barcode holds where the document's
// fields come from its MRZ, nil when no side has them.
func (c *Checks) barcodeFields() map[string]string {
	for _, side := range []*providers.OCRResult{c.DocumentFront, c.DocumentBack} {
		if side != nil && side.Barcode != nil {
			return side.Barcode
		}
	}
	return nil
}

// zoneAgainstBarcode holds the MRZ's fields against the barcode's (the
// two machine-readable parts of one card): the number without its
// separators, the dates exactly, the names as the customer's are held.
// The score is the share of the fields both carry that agree; the detail
// names those that do not, never their values.
func zoneAgainstBarcode(zone, code map[string]string) CrossCheck {
	compact := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, strings.ToUpper(s))
	}
	var compared, agreed int
	var differ []string
	for _, f := range []string{"documentNumber", "dateOfBirth", "expiryDate"} {
		a, b := zone[f], code[f]
		if a == "" || b == "" {
			continue
		}
		compared++
		if f == "documentNumber" && compact(a) == compact(b) || f != "documentNumber" && a == b {
			agreed++
		} else {
			differ = append(differ, f)
		}
	}
	compared++
	if _, ok := matchName(code["firstName"], code["lastName"], zone["firstName"], zone["lastName"]); ok {
		agreed++
	} else {
		differ = append(differ, "name")
	}
	score := float64(agreed) / float64(compared)
	c := CrossCheck{SubCheck: providers.SubCheck{Name: CheckZoneBarcode, Score: &score, Threshold: new(1.0), Passed: len(differ) == 0,
		Detail: "the barcode holds what the MRZ says"}, Reason: decision.DataMismatch}
	if len(differ) > 0 {
		c.Detail = "the barcode and the MRZ differ in: " + strings.Join(differ, ", ")
	}
	return c
}

// documentMatch is the keyed hash a document is matched by across an
// organization's sessions in one mode: an HMAC, under a key derived from
// the server's secret for the organization and mode, of the document's
// kind (the code's first letter), issuing state and number. The number
// itself is never stored outside the sealed checks; without the server's
// secret the hash cannot be tested against a guess.
func (s *Service) documentMatch(ses *Session, code, state, number string) string {
	key, _ := hkdf.Key(sha256.New, s.cfg.SigningKey, nil, "document-match/"+ses.OrganizationID+"/"+string(ses.Mode), 32)
	m := hmac.New(sha256.New, key)
	kind := ""
	if code != "" {
		kind = code[:1]
	}
	m.Write([]byte(kind + "\x00" + state + "\x00" + number))
	return hex.EncodeToString(m.Sum(nil))
}

// sameDocument returns the ids of the organization's other sessions in
// the mode that hold ses's document and are another person's, newest
// first. Two sessions are one person's when they name the same customer
// or the same user reference, and another's when they name people of the
// same kind and none agrees; a session that names nobody, or names
// people only in a way the other does not, is neither, and not counted.
func (s *Service) sameDocument(ctx context.Context, idb bun.IDB, ses *Session, match string) ([]string, error) {
	ids := []string{}
	if ses.CustomerID == nil && ses.UserReference == nil {
		return ids, nil
	}
	var rows []struct {
		ID            string  `bun:"id"`
		CustomerID    *string `bun:"customer_id"`
		UserReference *string `bun:"user_reference"`
	}
	err := holding(idb.NewSelect().Table("sessions").Column("id", "customer_id", "user_reference"), ses, match).
		Limit(100).Scan(ctx, &rows)
	if err != nil {
		return nil, errs.Wrap(err, "find sessions with the same document")
	}
	for _, r := range rows {
		if anotherPerson(ses.CustomerID, r.CustomerID, ses.UserReference, r.UserReference) && len(ids) < maxDuplicates {
			ids = append(ids, r.ID)
		}
	}
	return ids, nil
}

// holding narrows q to the sessions of ses's organization and mode, other
// than ses, whose document's match is match, newest first.
func holding(q *bun.SelectQuery, ses *Session, match string) *bun.SelectQuery {
	return q.Where("organization_id = ? AND mode = ? AND document_match = ? AND id <> ?", ses.OrganizationID, ses.Mode, match, ses.ID).
		Order("created_at DESC", "id DESC")
}

// anotherPerson reports whether two sessions, naming customers a and b and
// user references ra and rb (nil: none), are known to be two people's.
func anotherPerson(a, b, ra, rb *string) bool {
	compared, same := false, false
	for _, pair := range [][2]*string{{a, b}, {ra, rb}} {
		if pair[0] != nil && pair[1] != nil {
			compared, same = true, same || *pair[0] == *pair[1]
		}
	}
	return compared && !same
}

// SameDocument returns the organization's other sessions in the caller's
// mode that hold the document ses holds (whoever's they are), newest
// first, at most maxDuplicates; none once ses is redacted.
func (s *Service) SameDocument(ctx context.Context, p auth.Principal, ses *Session) ([]Session, error) {
	out := []Session{}
	if ses.DocumentMatch == nil || ses.OrganizationID != p.OrganizationID || ses.Mode != p.Mode {
		return out, nil
	}
	err := holding(s.db.NewSelect().Model(&out), ses, *ses.DocumentMatch).Limit(maxDuplicates).Scan(ctx)
	if err != nil {
		return nil, errs.Wrap(err, "find sessions with the same document")
	}
	for i := range out {
		if err := s.open(ctx, s.db, &out[i]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// matchName compares a customer's name with the names a document's zone
// carries, as an MRZ writes them: upper-case Latin letters, accents
// dropped or spelled out (ICAO 9303's transliteration: Ü as U or UE, ß as
// SS, Ø as OE), any other character a separator. The score is the share
// of the customer's name parts found among the document's, in any order;
// it passes when all are found and one of them is among the document's
// surnames (a middle name the customer record leaves out does not fail
// it; a part the document lacks does).
func matchName(first, last, docFirst, docLast string) (float64, bool) {
	docFirstParts, docLastParts := nameParts(docFirst), nameParts(docLast)
	doc := append(append([]string{}, docFirstParts...), docLastParts...)
	parts := append(nameVariants(first), nameVariants(last)...)
	if len(parts) == 0 || len(doc) == 0 {
		return 0, false
	}
	found, inSurname := 0, false
	for _, variants := range parts {
		for _, v := range variants {
			if slices.Contains(doc, v) {
				found++
				inSurname = inSurname || slices.Contains(docLastParts, v)
				break
			}
		}
	}
	score := float64(found) / float64(len(parts))
	return score, found == len(parts) && inSurname
}

// nameVariants splits a name into its parts, each with the spellings an
// MRZ may give it.
func nameVariants(name string) [][]string {
	plain, spelled := nameParts(mrz.Plain(name)), nameParts(mrz.Spelled(name))
	out := make([][]string, 0, len(plain))
	for i, p := range plain {
		v := []string{p}
		if i < len(spelled) && len(plain) == len(spelled) && spelled[i] != p {
			v = append(v, spelled[i])
		}
		out = append(out, v)
	}
	return out
}

// nameParts upper-cases s and splits it at anything but a letter A to Z.
func nameParts(s string) []string {
	return strings.FieldsFunc(strings.ToUpper(s), func(r rune) bool { return r < 'A' || r > 'Z' })
}
