package kyc

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image/png"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/schema"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/identity/kyc/decision"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/blob"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/scrub"
)

// ClientSession is GET /v1/client/session: the caller's session, moved from
// pending to started on the first call.
func (s *Service) ClientSession(ctx context.Context, p auth.Principal) (*Session, error) {
	// The process that created the session usually answers its first call.
	if pre := s.known.get(p, p.SessionID); pre != nil && pre.Status == StatusPending {
		return s.change(ctx, p, p.SessionID, pre, s.begin)
	}
	ses, err := s.Session(ctx, p, p.SessionID)
	if err == nil && ses.Status == StatusPending {
		return s.change(ctx, p, p.SessionID, ses, s.begin)
	}
	if err == nil {
		err = s.withUploads(ctx, s.db, ses)
	}
	return ses, err
}

// Stored is an image written to the blob store but not yet attached to a
// session. Discard it if the step fails.
type Stored struct {
	Key         string
	ContentType string
	Width       int
	Height      int
	Size        int64
	// dk is the session's data key, which the object's key derives from.
	dk *keyring.DataKey
}

// limited fails (rather than ending) past MaxImageBytes, so that a
// streaming write is abandoned instead of storing a truncated image. It
// remembers a read failure, to tell the client's fault from the store's.
type limited struct {
	r   io.Reader
	n   int64
	err error
}

func (l *limited) Read(p []byte) (int, error) {
	n, err := l.r.Read(p)
	l.n += int64(n)
	if l.n > MaxImageBytes {
		err = errTooLarge
	}
	if err != nil && err != io.EOF {
		l.err = err
	}
	return n, err
}

// headReaders hold the head of an upload while its type and size are read.
var headReaders = sync.Pool{New: func() any { return bufio.NewReaderSize(nil, headBytes) }}

// StoreImage streams one uploaded image into the blob store after checking
// its type (from its bytes) and dimensions (from its header).
func (s *Service) StoreImage(ctx context.Context, p auth.Principal, src io.Reader) (*Stored, error) {
	return s.store(ctx, p, src, "img", inspect)
}

// StoreVideo streams a liveness video (WebM or MP4, as browsers record
// them) into the blob store under the same limits as an image.
func (s *Service) StoreVideo(ctx context.Context, p auth.Principal, src io.Reader) (*Stored, error) {
	return s.store(ctx, p, src, "vid", inspectVideo)
}

// BlobPrefix begins the names of a session's images in the blob store:
// "sessions/", a shard of the last two characters of the session id (its
// ULID's random end: about a thousand shards), then the session id and a
// dot. A file store then creates a shard's directory once, not a
// directory per session, which cost about as much as the session's three
// files; and a shard holds a thousandth of the images.
func BlobPrefix(sessionID string) string {
	return "sessions/" + sessionID[max(0, len(sessionID)-2):] + "/" + sessionID + "."
}

func (s *Service) store(ctx context.Context, p auth.Principal, src io.Reader, prefix string,
	inspect func(head []byte) (string, int, int, error)) (*Stored, error) {
	br := headReaders.Get().(*bufio.Reader)
	br.Reset(&limited{r: src})
	defer func() {
		br.Reset(nil)
		headReaders.Put(br)
	}()
	head, err := br.Peek(headBytes)
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, bufio.ErrBufferFull) {
		var tooLarge *errs.Error
		if errors.As(err, &tooLarge) {
			return nil, err
		}
		return nil, errs.E(errs.BadRequest, "invalid_body", "The upload could not be read")
	}
	ct, w, h, err := inspect(head)
	if err != nil {
		return nil, err
	}
	dk, err := s.uploadKey(ctx, p)
	if err != nil {
		return nil, err
	}
	st := &Stored{Key: BlobPrefix(p.SessionID) + ids.New(prefix), ContentType: ct, Width: w, Height: h, dk: dk}
	// The image's metadata (EXIF and its GPS position, XMP, IPTC) never
	// reaches the store; out counts what does and keeps the first error,
	// the client's or the image's.
	out := &limited{r: scrub.Reader(ct, br)}
	if err := s.cfg.Blobs.PutWith(ctx, st.Key, ct, out, objectKey(dk, st.Key)); err != nil {
		var e *errs.Error
		switch {
		case errors.Is(out.err, scrub.ErrMalformed):
			return nil, errs.E(errs.UnsupportedMedia, "unsupported_media_type", "The %s could not be read past its header", ct)
		case errors.As(out.err, &e):
			return nil, out.err
		case out.err != nil:
			return nil, errs.E(errs.BadRequest, "invalid_body", "The upload could not be read")
		default:
			return nil, blob.Unavailable(err)
		}
	}
	st.Size = out.n
	return st, nil
}

// Discard deletes a stored image that no step took.
func (s *Service) Discard(st *Stored) {
	if st == nil {
		return
	}
	if err := s.cfg.Blobs.Delete(context.Background(), st.Key); err != nil {
		s.cfg.Logger.Error("discard upload", "key", st.Key, "error", err)
	}
}

// image opens a stored image of a session whose data key is dk for the
// providers.
func (s *Service) image(dk *keyring.DataKey, key, ct string, w, h int) providers.Image {
	return providers.Image{ContentType: ct, Width: w, Height: h,
		Open: func(ctx context.Context) ([]byte, error) { return s.cfg.Blobs.GetWith(ctx, key, objectKey(dk, key)) }}
}

// uploadKey returns the data key of the client token's session (nil for
// a session from before envelope encryption), from this process's copy of
// the session when it has one. A session's data key changes only when it
// is redacted, and a redacted session takes no step: the step that follows
// refuses the upload, which is then discarded.
func (s *Service) uploadKey(ctx context.Context, p auth.Principal) (*keyring.DataKey, error) {
	ses := s.known.get(p, p.SessionID)
	if ses == nil {
		ses = new(Session)
		if err := s.db.NewSelect().Model(ses).Column("id", "data_key_id").Where("id = ?", p.SessionID).Scan(ctx); err != nil {
			return nil, db.Classify(err, "Session not found")
		}
	}
	return s.dataKey(ctx, s.db, ses)
}

// Hints reads the hint fields of a step: refused in live mode, validated
// in test mode.
func Hints(p auth.Principal, fields map[string]string) (providers.Hints, error) {
	var h providers.Hints
	var v errs.Validation
	for name, value := range fields {
		if !providers.IsHint(name) {
			continue
		}
		if !p.IsTest() {
			return h, errs.E(errs.Invalid, "hints_not_allowed", "Hint fields such as %q are only accepted with test keys", name)
		}
		providers.ParseHint(&h, &v, name, value)
	}
	return h, v.Err()
}

var (
	errNotApplicable = func(msg string) error { return errs.E(errs.Conflict, "step_not_applicable", "%s", msg) }
	errOutOfOrder    = func(msg string) error { return errs.E(errs.Conflict, "step_out_of_order", "%s", msg) }
)

// stageOpen checks that a session still accepts steps and that its
// workflow has the stage.
func stageOpen(ses *Session, stage string) error {
	if !ses.Status.Expirable() {
		return errFinalized
	}
	if !ses.Workflow.Has(stage) {
		return errNotApplicable("This workflow has no " + strings.ReplaceAll(stage, "_", " ") + " stage")
	}
	return nil
}

// step reads a step's hints, then runs fn on the caller's session (see
// change, from this process's copy when it has one) if it accepts the stage.
func (s *Service) step(ctx context.Context, p auth.Principal, stage string, fields map[string]string,
	fn func(ctx context.Context, tx bun.Tx, ses *Session, h providers.Hints) error) (*Session, error) {
	h, err := Hints(p, fields)
	if err != nil {
		return nil, err
	}
	return s.change(ctx, p, p.SessionID, s.known.get(p, p.SessionID), func(ctx context.Context, tx bun.Tx, ses *Session) error {
		if err := stageOpen(ses, stage); err != nil {
			return err
		}
		if err := s.begin(ctx, tx, ses); err != nil {
			return err
		}
		return fn(ctx, tx, ses, h)
	})
}

// begin starts a pending session whose first step comes before any read
// of it (GET session starts it otherwise): the session goes through
// started, as the state machine has it, with its event.
func (s *Service) begin(ctx context.Context, tx bun.Tx, ses *Session) error {
	if ses.Status != StatusPending {
		return nil
	}
	return s.transition(ctx, tx, ses, StatusStarted, "verification.started")
}

// attach returns the insert that records a stored image on the session
// (the step's transition sends it), and adds the upload to the session's
// current uploads, which are its step state. A session keeps one current
// upload of each kind but the selfies and their videos (MaxLivenessAttempts
// of each): sending a document side or a proof of address again supersedes
// the one before, which stays on record for the audit, as a redo's do.
func (s *Service) attach(ctx context.Context, tx bun.IDB, ses *Session, kind string, st *Stored, h providers.Hints, result any) (*db.Row, error) {
	dk, err := s.dataKey(ctx, tx, ses)
	if err != nil {
		return nil, err
	}
	if !slices.Contains(attempts, kind) && ses.Uploaded(kind) > 0 {
		now := s.now()
		_, err := tx.NewUpdate().Model((*Upload)(nil)).Set("superseded_at = ?", now).
			Where("session_id = ? AND kind = ? AND superseded_at IS NULL", ses.ID, kind).Exec(ctx)
		if err != nil {
			return nil, errs.Wrap(err, "supersede upload")
		}
		// A new slice: this process's copy of the session may share the old one.
		ses.uploads = slices.DeleteFunc(slices.Clone(ses.uploads), func(u Upload) bool { return u.Kind == kind })
	}
	raw := sealResult(dk, result)
	u := &Upload{ID: ids.New("upl"), SessionID: ses.ID, Kind: kind, BlobKey: st.Key, ContentType: st.ContentType,
		Width: st.Width, Height: st.Height, Size: st.Size, Hints: h, Result: raw, CreatedAt: s.now()}
	ses.uploads = append(ses.uploads, *u)
	return db.InsertOf(tx, u), nil
}

// attempts are the kinds of upload a session keeps several of, one for
// each liveness attempt (or, frames, many).
var attempts = []string{KindLiveness, KindLivenessVideo, KindLivenessFrame}

// SubmitDocument attaches a document side ("front" or "back") and reads it.
// fields are the form's other fields (document_type, country, hints).
func (s *Service) SubmitDocument(ctx context.Context, p auth.Principal, side string, st *Stored, fields map[string]string) (*Session, error) {
	h, err := Hints(p, fields)
	if err != nil {
		return nil, err
	}
	// Read the document before the session's transaction (providers may be
	// slow), checking the step against this process's copy of the session
	// or, without one or when the copy refuses it (it may be behind), the
	// stored session.
	var docType string
	var country *string
	check := func(ses *Session) (err error) {
		if docType, country, err = s.documentFields(ses, side, fields); err == nil {
			err = s.documentOrder(ses, side, docType)
		}
		return err
	}
	pre := s.known.get(p, p.SessionID)
	if pre == nil || check(pre) != nil {
		if pre, err = s.peek(ctx, p, p.SessionID); err != nil {
			return nil, err
		}
		if err := check(pre); err != nil {
			return nil, err
		}
	}
	var ocr *providers.OCRResult
	set, err := s.providersFor(ctx, s.db, p.OrganizationID, p.Mode)
	if err != nil {
		return nil, err
	}
	if set.OCR != nil && !providers.IsDeferred(set.OCR) {
		r, err := set.OCR.Read(ctx, s.image(st.dk, st.Key, st.ContentType, st.Width, st.Height),
			providers.DocumentSide{Type: docType, Side: side, Quality: pre.Workflow.Thresholds.DocumentQuality()}, h)
		if err != nil {
			return nil, errs.E(errs.Unavailable, "provider_unavailable", "The document could not be read now; try again")
		}
		ocr = &r
	}
	kind := KindFront
	if side == "back" {
		kind = KindBack
	}
	return s.change(ctx, p, p.SessionID, pre, func(ctx context.Context, tx bun.Tx, ses *Session) error {
		if err := s.documentOrder(ses, side, docType); err != nil {
			return err
		}
		if err := s.begin(ctx, tx, ses); err != nil {
			return err
		}
		var result any
		if ocr != nil {
			result = ocr
		}
		whole := documentWhole(ses)
		upload, err := s.attach(ctx, tx, ses, kind, st, h, result)
		if err != nil {
			return err
		}
		if side == "front" {
			ses.DocumentType, ses.Country = &docType, country
		}
		// verification.document_submitted once, when the document is whole
		// (both sides of a two-sided one), as Arkyc sends it once.
		event := ""
		if !whole && documentWhole(ses) {
			event = "verification.document_submitted"
		}
		if err := s.transition(ctx, tx, ses, StatusDocumentSubmitted, event, upload); err != nil {
			return err
		}
		return s.finish(ctx, tx, ses)
	})
}

// documentWhole reports whether a session has its document: the front and,
// for a two-sided type, the back.
func documentWhole(ses *Session) bool { return documentMissing(ses) == "" }

// documentMissing names the side of its document a session still needs
// (document_front or document_back), or "".
func documentMissing(ses *Session) string {
	switch {
	case ses.DocumentType == nil:
		return "document_front"
	case DoubleSided(*ses.DocumentType) && ses.Uploaded(KindBack) == 0:
		return "document_back"
	}
	return ""
}

func (s *Service) documentFields(ses *Session, side string, fields map[string]string) (string, *string, error) {
	var v errs.Validation
	docType := strings.TrimSpace(fields["document_type"])
	if side == "back" {
		if ses.DocumentType != nil {
			docType = *ses.DocumentType
		}
		return docType, nil, nil
	}
	if docType == "" && len(ses.Workflow.DocumentTypes) > 0 {
		docType = ses.Workflow.DocumentTypes[0]
	}
	v.Check(slices.Contains(ses.Workflow.DocumentTypes, docType), "document_type", "document_type must be one of %s",
		strings.Join(ses.Workflow.DocumentTypes, ", "))
	var country *string
	if c := fields["country"]; c != "" {
		code, ok := customers.ValidCountry(c)
		v.Check(ok, "country", "country must be an ISO 3166-1 alpha-2 code")
		country = &code
	}
	return docType, country, v.Err()
}

func (s *Service) documentOrder(ses *Session, side, docType string) error {
	if err := stageOpen(ses, StageDocument); err != nil {
		return err
	}
	if side == "front" {
		return nil
	}
	if ses.DocumentType == nil {
		return errOutOfOrder("Upload the front of the document before the back")
	}
	if !DoubleSided(docType) {
		return errNotApplicable(fmt.Sprintf("A %s has no back", strings.ReplaceAll(docType, "_", " ")))
	}
	return nil
}

// livenessRecord is what a liveness attempt records besides its selfie:
// the mode and, for an active check, the challenges performed (as Arkyc's
// widget reports them) or, from Meridian's widget, the challenges asked
// and the frames recorded (ActiveAttempt).
type livenessRecord struct {
	Mode       string   `json:"mode"`
	Challenges []string `json:"challenges,omitempty"`
	*ActiveAttempt
}

func parseLiveness(fields map[string]string) (livenessRecord, error) {
	var v errs.Validation
	rec := livenessRecord{Mode: strings.TrimSpace(fields["mode"])}
	if rec.Mode == "" {
		rec.Mode = "passive"
	}
	v.Check(rec.Mode == "passive" || rec.Mode == "active", "mode", "mode must be passive or active")
	if raw := strings.TrimSpace(fields["challenges"]); raw != "" {
		ok := json.Unmarshal([]byte(raw), &rec.Challenges) == nil && len(rec.Challenges) <= len(livenessChallenges)
		for _, c := range rec.Challenges {
			ok = ok && slices.Contains(livenessChallenges, c)
		}
		v.Check(ok, "challenges", "challenges must be a JSON array of %s", strings.Join(livenessChallenges, ", "))
	}
	return rec, v.Err()
}

// SubmitLiveness attaches a selfie attempt (at most three), with the video
// of an active check when one is sent, or the frames of one (with their
// times, the challenges' times and the challenge set's id in fields: see
// ActiveAttempt). fields may carry the mode (passive or active) and the
// challenges performed (a JSON array), as Arkyc's widget sends them, and
// hints. Every attempt uses up the session's challenge set: the next one
// gets a new set.
func (s *Service) SubmitLiveness(ctx context.Context, p auth.Principal, st, video *Stored, frames []*Stored, fields map[string]string) (*Session, error) {
	rec, err := parseLiveness(fields)
	if err != nil {
		return nil, err
	}
	var active *ActiveAttempt
	if len(frames) > 0 {
		if active, err = parseActive(frames, fields); err != nil {
			return nil, err
		}
		rec.Mode = "active"
	}
	return s.step(ctx, p, StageLiveness, fields, func(ctx context.Context, tx bun.Tx, ses *Session, h providers.Hints) error {
		if ses.Workflow.Has(StageDocument) && ses.DocumentType == nil {
			return errOutOfOrder("Upload the document before the liveness selfie")
		}
		if ses.Uploaded(KindLiveness) >= MaxLivenessAttempts {
			return errs.E(errs.RateLimited, "liveness_attempts_exhausted", "All %d liveness attempts are used", MaxLivenessAttempts)
		}
		var with []schema.QueryAppender
		if active != nil {
			set := ses.CurrentChallenges()
			switch {
			case set == nil:
				return errs.E(errs.Conflict, "no_challenges", "This session asks for no liveness challenges: send the selfie alone")
			case set.ID != active.ChallengeID:
				return errs.E(errs.Conflict, "challenge_expired", "These challenges were replaced: read the session again for the current ones")
			case len(active.ChallengeTimes) != len(set.Challenges):
				return errs.Invalidf("challenge_times", "give one time for each of the %d challenges", len(set.Challenges))
			}
			active.Challenges = set.Challenges
			for _, f := range frames {
				q, err := s.attach(ctx, tx, ses, KindLivenessFrame, f, providers.Hints{}, nil)
				if err != nil {
					return err
				}
				with = append(with, q)
				active.Frames = append(active.Frames, ses.uploads[len(ses.uploads)-1].ID)
			}
			rec.ActiveAttempt = active
		}
		if video != nil {
			q, err := s.attach(ctx, tx, ses, KindLivenessVideo, video, providers.Hints{}, nil)
			if err != nil {
				return err
			}
			with = append(with, q)
		}
		q, err := s.attach(ctx, tx, ses, KindLiveness, st, h, rec)
		if err != nil {
			return err
		}
		if ses.Challenges != nil {
			ses.Challenges.Current = nil
			s.issueChallenges(ses)
		}
		if err := s.transition(ctx, tx, ses, StatusLivenessSubmitted, "", append(with, q)...); err != nil {
			return err
		}
		return s.finish(ctx, tx, ses)
	})
}

// SubmitAddress records the address (and its proof document, when given).
func (s *Service) SubmitAddress(ctx context.Context, p auth.Principal, st *Stored, fields map[string]string) (*Session, error) {
	return s.step(ctx, p, StageAddress, fields, func(ctx context.Context, tx bun.Tx, ses *Session, h providers.Hints) error {
		addr, err := parseAddress(ses.Workflow, fields, st != nil)
		if err != nil {
			return err
		}
		var with []schema.QueryAppender
		if st != nil {
			q, err := s.attach(ctx, tx, ses, KindPOA, st, h, nil)
			if err != nil {
				return err
			}
			with = append(with, q)
		}
		// verification.address_submitted once, when the session gets its
		// address (or again after a reviewer's redo asked for it), as a
		// document's event is sent once.
		event := ""
		if ses.Address == nil {
			event = "verification.address_submitted"
		}
		ses.Address = addr
		ses.Hints.Merge(h)
		if err := s.transition(ctx, tx, ses, StatusAddressSubmitted, event, with...); err != nil {
			return err
		}
		return s.finish(ctx, tx, ses)
	})
}

// parseAddress reads an address form; the state may come as "region", as
// Arkyc's widget names it.
func parseAddress(wf WorkflowConfig, f map[string]string, hasPOA bool) (*Address, error) {
	var v errs.Validation
	a := &Address{Line1: strings.TrimSpace(f["line1"]), Line2: strings.TrimSpace(f["line2"]), City: strings.TrimSpace(f["city"]),
		State: strings.TrimSpace(cmp.Or(f["state"], f["region"])), PostalCode: strings.TrimSpace(f["postal_code"])}
	v.Check(a.Line1 != "" && len(a.Line1) <= 200, "line1", "line1 is required (at most 200 characters)")
	v.Check(a.City != "" && len(a.City) <= 100, "city", "city is required (at most 100 characters)")
	code, ok := customers.ValidCountry(f["country"])
	v.Check(ok, "country", "country must be an ISO 3166-1 alpha-2 code")
	a.Country = code
	// The device's position is optional even when the workflow checks it
	// (a person may decline to share it, as Arkyc's widget lets them): the
	// check then runs without that method.
	coord := func(name string, limit float64) *float64 {
		raw := strings.TrimSpace(f[name])
		if raw == "" {
			return nil
		}
		x, err := strconv.ParseFloat(raw, 64)
		if !v.Check(err == nil && !math.IsNaN(x) && math.Abs(x) <= limit, name, "%s must be a number from -%g to %g", name, limit, limit) {
			return nil
		}
		return &x
	}
	a.Latitude, a.Longitude = coord("latitude", 90), coord("longitude", 180)
	v.Check(a.Latitude != nil || strings.TrimSpace(f["longitude"]) == "", "latitude", "latitude goes with longitude")
	v.Check(a.Longitude != nil || strings.TrimSpace(f["latitude"]) == "", "longitude", "longitude goes with latitude")
	v.Check(hasPOA || !wf.HasMethod(MethodDocument), "poa", "a proof of address document (poa) is required")
	return a, v.Err()
}

// performedMethods are the workflow's address methods that a submitted
// address can be checked by: device_location only with the device's
// coordinates, poa_document only with a document.
func performedMethods(wf WorkflowConfig, a *Address, hasPOA bool) []string {
	out := []string{}
	for _, m := range wf.Address.Methods {
		if (m == MethodDevice && a.Latitude == nil) || (m == MethodDocument && !hasPOA) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// missingSteps names the steps a session still needs, in its workflow's
// order, and how many of them belong to stages before its face-match stage
// (all of them when it has none).
func missingSteps(ses *Session) (missing []string, early int) {
	late := false
	for _, stage := range ses.Workflow.Stages {
		n := len(missing)
		switch {
		case stage == StageFaceMatch:
			late = true
		case stage == StageDocument && documentMissing(ses) != "":
			missing = append(missing, documentMissing(ses))
		case stage == StageLiveness && ses.Uploaded(KindLiveness) == 0:
			missing = append(missing, "liveness")
		case stage == StageAddress && ses.Address == nil:
			missing = append(missing, "address")
		}
		if !late {
			early += len(missing) - n
		}
	}
	return missing, early
}

// finish submits a session whose last step just came in when nobody is
// left to call complete at the face-match step: Arkyc's widget calls it
// there and nowhere else, so a session whose workflow has no face-match
// stage, or stages after it, submits itself once every step is in.
func (s *Service) finish(ctx context.Context, tx bun.Tx, ses *Session) error {
	stages := ses.Workflow.Stages
	if missing, _ := missingSteps(ses); len(missing) > 0 || (ses.Workflow.Has(StageFaceMatch) && stages[len(stages)-1] == StageFaceMatch) {
		return nil
	}
	return s.submit(ctx, tx, ses)
}

// Complete checks that the steps before the face-match stage are done
// (every step without one), moves the session to processing and enqueues
// the verification in the same transaction. When only the steps of stages
// after the face match are missing (Arkyc's widget completes at the face
// match, then takes them), it keeps the hints and leaves the session as it
// is: the last of those steps submits it. A repeat returns the session as
// it is.
func (s *Service) Complete(ctx context.Context, p auth.Principal, fields map[string]string) (*Session, error) {
	h, err := Hints(p, fields)
	if err != nil {
		return nil, err
	}
	// The checks that run now take their hints from here too, as Arkyc's
	// widget sends them: the face match and the address.
	late := providers.Hints{FaceSimilarity: h.FaceSimilarity, FaceMatchPassed: h.FaceMatchPassed,
		AddressScore: h.AddressScore, AddressPassed: h.AddressPassed}
	return s.change(ctx, p, p.SessionID, s.known.get(p, p.SessionID), func(ctx context.Context, tx bun.Tx, ses *Session) error {
		if !ses.Status.Expirable() {
			if ses.Status == StatusCancelled || ses.Status == StatusExpired {
				return errFinalized
			}
			return nil // processing or decided: the repeat sees it as it is
		}
		ses.Hints.Merge(late)
		missing, early := missingSteps(ses)
		if early > 0 {
			return errs.E(errs.Conflict, "session_incomplete", "Still required: %s", strings.Join(missing, ", "))
		}
		if len(missing) > 0 {
			return s.transition(ctx, tx, ses, ses.Status, "")
		}
		return s.submit(ctx, tx, ses)
	})
}

// submit moves a session whose steps are all in to processing and
// enqueues its checks. With the sync queue the checks run in the
// transaction instead, so that processing and the verdict commit together;
// should a provider fail, the job retries them.
func (s *Service) submit(ctx context.Context, tx bun.Tx, ses *Session) error {
	opts := &jobs.InsertOpts{MaxAttempts: 5}
	if s.cfg.Jobs.Sync() {
		failed, err := s.decideNow(ctx, tx, ses)
		if err != nil || failed == nil {
			return err // decided, or the transaction failed
		}
		opts.Failed = failed
	}
	if err := s.transition(ctx, tx, ses, StatusProcessing, "verification.processing"); err != nil {
		return err
	}
	_, err := s.cfg.Jobs.Insert(ctx, tx, jobVerify, verifyArgs{SessionID: ses.ID}, opts)
	return err
}

// decideNow runs the checks of a completing session inside its
// transaction and lands the verdict, recording the processing event
// before the verdict's. When a provider fails it writes nothing and
// returns the failure.
func (s *Service) decideNow(ctx context.Context, tx bun.Tx, ses *Session) (failed, err error) {
	before := ses.Status
	ses.Status, ses.UpdatedAt = StatusProcessing, s.now()
	processing, err := s.prepare(ctx, tx, ses, "verification.processing")
	if err != nil {
		return nil, err
	}
	set, err := s.providersFor(ctx, tx, ses.OrganizationID, ses.Mode)
	if err != nil {
		return nil, err
	}
	checks, verdict, failed := s.evaluate(ctx, tx, ses, set)
	if failed != nil {
		ses.Status = before
		s.cfg.Logger.Warn("verification checks failed; the queue retries them", "session_id", ses.ID, "error", failed)
		return failed, nil
	}
	return nil, s.land(ctx, tx, ses, checks, verdict, processing...)
}

// verifyJob runs the checks and lands the verdict. A provider failure is
// retried by the queue; on the last attempt the session goes to review.
func (s *Service) verifyJob(ctx context.Context, job *jobs.Job, a verifyArgs) error {
	ses := new(Session)
	if err := s.db.NewSelect().Model(ses).Where("id = ?", a.SessionID).Scan(ctx); err != nil {
		return errs.Wrap(err, "load session")
	}
	if err := s.open(ctx, s.db, ses); err != nil {
		return err
	}
	if ses.Status != StatusProcessing {
		return nil
	}
	p := auth.Principal{OrganizationID: ses.OrganizationID, Mode: ses.Mode}
	set, err := s.providersFor(ctx, s.db, ses.OrganizationID, ses.Mode)
	if err != nil {
		return err
	}
	checks, verdict, err := s.evaluate(ctx, s.db, ses, set)
	if err != nil {
		if job.Attempt < job.MaxAttempts {
			return err
		}
		s.cfg.Logger.Error("verification checks failed; sending to review", "session_id", ses.ID, "error", err)
		checks = &Checks{Error: "the checks could not run"}
		verdict = decision.Verdict{Decision: decision.RequiresReview, Reason: ProviderUnavailable, RiskScore: 1}
	}
	_, err = s.change(ctx, p, ses.ID, nil, func(ctx context.Context, tx bun.Tx, ses *Session) error {
		if ses.Status != StatusProcessing {
			return nil // cancelled meanwhile
		}
		return s.land(ctx, tx, ses, checks, verdict)
	})
	return err
}

// land saves a verdict on a session and records its events after the
// prepared ones given.
func (s *Service) land(ctx context.Context, tx bun.Tx, ses *Session, checks *Checks, verdict decision.Verdict, before ...*events.Event) error {
	now := s.now()
	ses.Checks, ses.AutoDecision, ses.DecisionReason, ses.RiskScore = checks, &verdict.Decision, &verdict.Reason, &verdict.RiskScore
	if checks.match != "" {
		ses.DocumentMatch = &checks.match
	}
	if checks.portrait != nil {
		q, err := s.attach(ctx, tx, ses, KindPortrait, checks.portrait, providers.Hints{}, nil)
		if err != nil {
			return err
		}
		if _, err := q.Exec(ctx); err != nil {
			return errs.Wrap(err, "attach the portrait")
		}
	}
	if verdict.Decision != decision.RequiresReview {
		ses.FinalDecision, ses.CompletedAt = &verdict.Decision, &now
	}
	if err := s.transition(ctx, tx, ses, Status(verdict.Decision), ""); err != nil {
		return err
	}
	types := []string{"verification." + verdict.Decision}
	if ses.Status.Terminal() {
		types = append(types, "verification.completed")
	}
	evs, err := s.prepare(ctx, tx, ses, types...)
	if err != nil {
		return err
	}
	return s.cfg.Events.Insert(ctx, tx, append(before, evs...)...)
}

// bestAttempt is the liveness attempt a session is judged on: a passing
// one that proves something (no reason of its own, such as a still selfie
// where challenges were asked) over one that does not, over a failing one,
// then the higher score (-1 when there is none).
func bestAttempt(rs []providers.LivenessResult) int {
	rank := func(r providers.LivenessResult) int {
		switch {
		case r.Passed && r.Reason == "":
			return 2
		case r.Passed:
			return 1
		}
		return 0
	}
	best := -1
	for i, r := range rs {
		if best < 0 || rank(r) > rank(rs[best]) || (rank(r) == rank(rs[best]) && r.Score > rs[best].Score) {
			best = i
		}
	}
	return best
}

// checkLiveness judges one liveness attempt: an active one (frames sent
// with the challenges they answer) by a driver that judges them; a still
// selfie by the driver's passive check, and, where the workflow asks for
// challenges, as not performed (LIVENESS_NOT_PERFORMED: a person looks).
func (s *Service) checkLiveness(ctx context.Context, idb bun.IDB, ses *Session, dk *keyring.DataKey, driver providers.Liveness,
	selfie *Upload, ups []Upload) (providers.LivenessResult, error) {
	img := s.image(dk, selfie.BlobKey, selfie.ContentType, selfie.Width, selfie.Height)
	var rec livenessRecord
	if len(selfie.Result) > 0 && string(selfie.Result) != "null" {
		if err := s.unseal(ctx, idb, string(selfie.Result), &rec); err != nil {
			return providers.LivenessResult{}, err
		}
	}
	judge, canJudge := driver.(providers.ActiveLiveness)
	if a := rec.ActiveAttempt; a != nil && canJudge {
		at := providers.Attempt{Selfie: img, Challenges: a.Challenges}
		for _, t := range a.ChallengeTimes {
			at.ChallengeTimes = append(at.ChallengeTimes, time.Duration(t)*time.Millisecond)
		}
		for i, id := range a.Frames {
			j := slices.IndexFunc(ups, func(u Upload) bool { return u.ID == id })
			if j < 0 || i >= len(a.FrameTimes) {
				return providers.LivenessResult{}, fmt.Errorf("frame %s of the attempt is missing", id)
			}
			u := &ups[j]
			at.Frames = append(at.Frames, providers.Frame{Image: s.image(dk, u.BlobKey, u.ContentType, u.Width, u.Height),
				At: time.Duration(a.FrameTimes[i]) * time.Millisecond})
		}
		return judge.CheckActive(ctx, at, selfie.Hints)
	}
	r, err := driver.Check(ctx, img, selfie.Hints)
	if err != nil || !ses.Workflow.ActiveLiveness(ses.Mode) {
		return r, err
	}
	detail := "a still selfie only: no challenge was performed"
	if rec.ActiveAttempt != nil {
		detail = "the driver judges still selfies only"
	}
	r.Checks = append(r.Checks, providers.SubCheck{Name: "challenges", Passed: false, Detail: detail})
	if r.Reason == "" {
		r.Reason = decision.LivenessNotPerformed
	}
	return r, nil
}

// storePortrait puts a document's portrait (PNG) in the blob store,
// sealed under the session's data key as its images are; the verdict
// attaches it. Should the verdict not land, the object stays unattached,
// as an upload a refused step leaves.
func (s *Service) storePortrait(ctx context.Context, ses *Session, dk *keyring.DataKey, data []byte) (*Stored, error) {
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("portrait: %w", err)
	}
	st := &Stored{Key: BlobPrefix(ses.ID) + ids.New("por"), ContentType: "image/png", Width: cfg.Width, Height: cfg.Height,
		Size: int64(len(data)), dk: dk}
	if err := s.cfg.Blobs.PutWith(ctx, st.Key, st.ContentType, bytes.NewReader(data), objectKey(dk, st.Key)); err != nil {
		return nil, fmt.Errorf("store the portrait: %w", err)
	}
	return st, nil
}

// evaluate runs the providers over a session's uploads and the engine over their results.
func (s *Service) evaluate(ctx context.Context, idb bun.IDB, ses *Session, set providers.Set) (*Checks, decision.Verdict, error) {
	dk, err := s.dataKey(ctx, idb, ses)
	if err != nil {
		return nil, decision.Verdict{}, err
	}
	if err := s.withUploads(ctx, idb, ses); err != nil {
		return nil, decision.Verdict{}, err
	}
	ups := ses.uploads
	var front, back *Upload
	var selfies []Upload
	hasPOA := false
	for i := range ups {
		switch ups[i].Kind {
		case KindFront:
			front = &ups[i]
		case KindBack:
			back = &ups[i]
		case KindLiveness:
			selfies = append(selfies, ups[i])
		case KindPOA:
			hasPOA = true
		}
	}
	wf := ses.Workflow
	if missing := missingStage(set, wf); missing != "" {
		// A stage no driver runs: nothing is judged by halves.
		return &Checks{Error: "no driver runs the " + missing + " stage in this mode"},
			decision.Verdict{Decision: decision.RequiresReview, Reason: ProviderUnavailable, RiskScore: 1}, nil
	}
	checks := &Checks{}
	for _, side := range []struct {
		u    *Upload
		name string
		dst  **providers.OCRResult
	}{{front, "front", &checks.DocumentFront}, {back, "back", &checks.DocumentBack}} {
		if side.u == nil {
			continue
		}
		var r providers.OCRResult
		if !side.u.readAtUpload() {
			// A reader that runs here rather than at upload (see
			// providers.Deferred).
			docType := ""
			if ses.DocumentType != nil {
				docType = *ses.DocumentType
			}
			read, err := set.OCR.Read(ctx, s.image(dk, side.u.BlobKey, side.u.ContentType, side.u.Width, side.u.Height),
				providers.DocumentSide{Type: docType, Side: side.name, Quality: wf.Thresholds.DocumentQuality()}, side.u.Hints)
			if err != nil {
				return nil, decision.Verdict{}, fmt.Errorf("document %s: %w", side.name, err)
			}
			if read.Portrait != nil && checks.portrait == nil {
				if checks.portrait, err = s.storePortrait(ctx, ses, dk, read.Portrait); err != nil {
					return nil, decision.Verdict{}, err
				}
			}
			r = read
		} else if err := s.unseal(ctx, idb, string(side.u.Result), &r); err != nil {
			return nil, decision.Verdict{}, err
		}
		*side.dst = &r
	}
	if err := s.crossCheck(ctx, idb, ses, checks); err != nil {
		return nil, decision.Verdict{}, err
	}
	doc := checks.document()
	in := decision.Checks{OCRConfidence: doc.OCRConfidence, Quality: doc.QualityScore, DocumentExpired: doc.Expired, DocumentReason: checks.documentReason()}
	var best *Upload
	if wf.Has(StageLiveness) {
		for i := range selfies {
			r, err := s.checkLiveness(ctx, idb, ses, dk, set.Liveness, &selfies[i], ups)
			if err != nil {
				return nil, decision.Verdict{}, fmt.Errorf("liveness: %w", err)
			}
			checks.Liveness = append(checks.Liveness, r)
		}
		l := &decision.Liveness{}
		if i := bestAttempt(checks.Liveness); i >= 0 {
			r := checks.Liveness[i]
			l.Score, l.Passed, l.MultipleFaces, l.Reason, best = r.Score, r.Passed, r.MultipleFaces, r.Reason, &selfies[i]
		}
		in.Liveness = l
	}
	if wf.Has(StageFaceMatch) && front != nil && best != nil {
		// Face-match hints sent with complete win over the selfie's.
		h := best.Hints
		h.Merge(providers.Hints{FaceSimilarity: ses.Hints.FaceSimilarity, FaceMatchPassed: ses.Hints.FaceMatchPassed})
		r, err := set.FaceMatch.Compare(ctx, s.image(dk, front.BlobKey, front.ContentType, front.Width, front.Height),
			s.image(dk, best.BlobKey, best.ContentType, best.Width, best.Height), h)
		if err != nil {
			return nil, decision.Verdict{}, fmt.Errorf("face match: %w", err)
		}
		checks.FaceMatch = &r
		in.FaceMatch = &decision.FaceMatch{Similarity: r.Similarity, Passed: r.Passed, Reason: r.Reason}
	}
	if wf.Has(StageAddress) && ses.Address != nil {
		a := ses.Address
		methods := performedMethods(wf, a, hasPOA)
		r, err := set.Address.Verify(ctx, providers.AddressInput{Line1: a.Line1, City: a.City, Country: a.Country,
			Latitude: a.Latitude, Longitude: a.Longitude, Methods: methods, MaxDistanceKm: wf.Address.MaxDistanceKm}, ses.Hints)
		if err != nil {
			return nil, decision.Verdict{}, fmt.Errorf("address: %w", err)
		}
		r.Methods = methods
		checks.Address = &r
		in.Address = &decision.Address{Score: r.Score, Passed: r.Passed, ByDocument: hasPOA}
	}
	return checks, decision.Evaluate(in, wf.Policy()), nil
}
