package resolvers

import (
	"context"
	"maps"
	"slices"

	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/ptr"
)

func result(s *kyc.Session, err error) (*model.Session, error) {
	if err != nil {
		return nil, err
	}
	return sessionOf(s), nil
}

// sessionAction runs a change of a session for a secret key and returns
// the session as changed.
func sessionAction(ctx context.Context, change func(p auth.Principal) (*kyc.Session, error)) (*model.Session, error) {
	p, err := secretKeyPrincipal(ctx)
	if err != nil {
		return nil, err
	}
	return result(change(p))
}

// sessionFor is a session as the caller sees it: one who may not read the
// organization's data (a client token, the person being verified; a
// developer in live mode) sees no reviewer's work: not the review note,
// the flag and its reason, nor who the case is assigned to.
func sessionFor(p auth.Principal, s *kyc.Session) *model.Session {
	out := sessionOf(s)
	if !p.Can(auth.Read) {
		out.ReviewNote, out.Flagged, out.FlagReason, out.AssignedTo, out.AssignedKeyID, out.AssignedUserID = nil, false, nil, nil, nil, nil
	}
	return out
}

func sessionOf(s *kyc.Session) *model.Session {
	out := &model.Session{ID: s.ID, Status: enum[model.SessionStatus](string(s.Status)), WorkflowID: s.WorkflowID,
		WorkflowSettings: workflowSettingsOf(s.Workflow), UserReference: s.UserReference, CustomerID: s.CustomerID, Metadata: s.Metadata,
		RedirectURL: s.RedirectURL, DocumentType: enumPtr[model.DocumentType](s.DocumentType), Country: s.Country,
		AutoDecision: enumPtr[model.Decision](s.AutoDecision), FinalDecision: enumPtr[model.Decision](s.FinalDecision),
		DecisionReason: (*model.DecisionReason)(s.DecisionReason), RiskScore: s.RiskScore,
		ReviewNote: s.ReviewNote, ExpiresAt: s.ExpiresAt, CreatedAt: s.CreatedAt, UpdatedAt: s.UpdatedAt, CompletedAt: s.CompletedAt,
		EndedAt: s.EndedAt, ReviewSince: s.ReviewSince, RedactedAt: s.RedactedAt, AssignedTo: s.AssignedTo, AssignedKeyID: s.AssignedKeyID, AssignedUserID: s.AssignedUserID,
		Flagged: s.Flagged, FlagReason: s.FlagReason, RedoSteps: enums[model.RedoStep](s.RedoSteps)}
	if a := s.Address; a != nil {
		out.Address = &model.SessionAddress{Line1: a.Line1, Line2: ptr.NonZero(a.Line2), City: a.City, State: ptr.NonZero(a.State),
			PostalCode: ptr.NonZero(a.PostalCode), Country: a.Country, Latitude: a.Latitude, Longitude: a.Longitude}
	}
	if c := s.Checks; c != nil {
		out.Checks = &model.SessionChecks{DocumentFront: ocrOf(c.DocumentFront), DocumentBack: ocrOf(c.DocumentBack),
			Liveness: make([]*model.LivenessCheck, len(c.Liveness))}
		for i, l := range c.Liveness {
			out.Checks.Liveness[i] = &model.LivenessCheck{Score: l.Score, Passed: l.Passed, MultipleFaces: l.MultipleFaces,
				Reason: reasonOf(l.Reason), Checks: make([]*model.SubCheck, len(l.Checks)), Signals: append([]string{}, l.Signals...)}
			for j, sc := range l.Checks {
				out.Checks.Liveness[i].Checks[j] = subCheckOf(sc)
			}
		}
		if f := c.FaceMatch; f != nil {
			out.Checks.FaceMatch = &model.FaceMatchCheck{Similarity: f.Similarity, Passed: f.Passed, Reason: reasonOf(f.Reason), Detail: ptr.NonZero(f.Detail)}
		}
		if a := c.Address; a != nil {
			out.Checks.Address = &model.AddressCheck{Score: a.Score, Passed: a.Passed}
		}
		out.Checks.CrossChecks = make([]*model.SubCheck, len(c.Cross))
		for i, x := range c.Cross {
			out.Checks.CrossChecks[i] = subCheckOf(x.SubCheck)
			out.Checks.CrossChecks[i].Reason = reasonOf(x.Reason)
		}
	}
	return out
}

// maxDocumentFields bounds OcrCheck.fields (its @listSize).
const maxDocumentFields = 40

func ocrOf(r *providers.OCRResult) *model.OcrCheck {
	if r == nil {
		return nil
	}
	checks := make([]*model.SubCheck, 0, len(r.Checks))
	for _, c := range r.Checks[:min(len(r.Checks), maxDocumentFields)] {
		checks = append(checks, subCheckOf(c))
	}
	return &model.OcrCheck{Confidence: r.Confidence, Quality: r.Quality, Expired: r.Expired, Fields: documentFields(r.Fields),
		Checks: checks, Barcode: documentFields(r.Barcode)}
}

// documentFields are a side's fields ordered by name, at most
// maxDocumentFields.
func documentFields(m map[string]string) []*model.DocumentField {
	out := make([]*model.DocumentField, 0, len(m))
	for _, name := range slices.Sorted(maps.Keys(m)) {
		out = append(out, &model.DocumentField{Name: name, Value: m[name]})
	}
	return out[:min(len(out), maxDocumentFields)]
}

func subCheckOf(c providers.SubCheck) *model.SubCheck {
	out := &model.SubCheck{Name: c.Name, Score: c.Score, Threshold: c.Threshold, Passed: c.Passed, Detail: ptr.NonZero(c.Detail)}
	if c.Frame != nil {
		f := int32(*c.Frame)
		out.Frame = &f
	}
	return out
}

func workflowSettingsOf(c kyc.WorkflowConfig) *model.WorkflowSettings {
	return &model.WorkflowSettings{Stages: enums[model.Stage](c.Stages), DocumentTypes: enums[model.DocumentType](c.DocumentTypes),
		Address: &model.AddressSettings{Methods: enums[model.AddressMethod](c.Address.Methods), OnFail: enum[model.AddressFailure](c.Address.OnFail),
			AutoApproveThreshold: c.Address.AutoApproveThreshold, MaxDistanceKm: positive(c.Address.MaxDistanceKm)},
		Thresholds: &model.Thresholds{OcrMin: c.Thresholds.OCRMin, QualityMin: c.Thresholds.QualityMin,
			LivenessMin: c.Thresholds.LivenessMin, FaceMatchMin: c.Thresholds.FaceMatchMin, MinResolution: positive(c.Thresholds.MinResolution),
			MinSharpness: positive(c.Thresholds.MinSharpness), MaxGlare: positive(c.Thresholds.MaxGlare)},
		LivenessActive: c.Liveness.Active}
}

func workflowOf(w *kyc.Workflow) *model.Workflow {
	c := workflowSettingsOf(w.Config)
	return &model.Workflow{ID: w.ID, Name: w.Name, IsDefault: w.IsDefault, Stages: c.Stages, DocumentTypes: c.DocumentTypes,
		Address: c.Address, Thresholds: c.Thresholds, LivenessActive: c.LivenessActive, CreatedAt: w.CreatedAt, UpdatedAt: w.UpdatedAt, ArchivedAt: w.ArchivedAt}
}

func workflowPatch(in model.WorkflowInput) kyc.WorkflowPatch {
	p := kyc.WorkflowPatch{Name: in.Name, IsDefault: in.IsDefault}
	if in.LivenessActive != nil {
		p.ActiveLiveness = &in.LivenessActive
	}
	if in.Stages != nil {
		stages := wires(in.Stages)
		p.Stages = &stages
	}
	if in.DocumentTypes != nil {
		types := wires(in.DocumentTypes)
		p.DocumentTypes = &types
	}
	if a := in.Address; a != nil {
		if a.Methods != nil {
			methods := wires(a.Methods)
			p.AddressMethods = &methods
		}
		if a.OnFail != nil {
			onFail := wire(*a.OnFail)
			p.OnFail = &onFail
		}
		p.AutoApproveThreshold = a.AutoApproveThreshold
		p.MaxDistanceKm = a.MaxDistanceKm
	}
	if t := in.Thresholds; t != nil {
		p.Thresholds = &kyc.Thresholds{OCRMin: t.OcrMin, QualityMin: t.QualityMin, LivenessMin: t.LivenessMin, FaceMatchMin: t.FaceMatchMin,
			MinResolution: ptr.Value(t.MinResolution), MinSharpness: ptr.Value(t.MinSharpness), MaxGlare: ptr.Value(t.MaxGlare)}
	}
	return p
}

func noteOf(n *review.Note) *model.SessionNote {
	return &model.SessionNote{ID: n.ID, AuthorKeyID: n.AuthorKeyID, AuthorName: n.AuthorName, Body: n.Body, CreatedAt: n.CreatedAt}
}

func providersOf(list []kyc.Driver, err error) ([]*model.VerificationProvider, error) {
	if err != nil {
		return nil, err
	}
	out := make([]*model.VerificationProvider, len(list))
	for i, d := range list {
		out[i] = &model.VerificationProvider{Stage: enum[model.Stage](d.Stage), Driver: enum[model.VerificationDriver](d.Name),
			Chosen: d.Chosen, URL: ptr.NonZero(d.URL), SecretHint: ptr.NonZero(d.SecretHint), Problem: ptr.NonZero(d.Problem), UpdatedAt: d.UpdatedAt}
	}
	return out, nil
}

// positive is v, or nil for 0 (a default).
func positive(v float64) *float64 {
	if v == 0 {
		return nil
	}
	return &v
}

// reasonOf is a decision reason, nil for none.
func reasonOf(r string) *model.DecisionReason {
	if r == "" {
		return nil
	}
	reason := model.DecisionReason(r)
	return &reason
}
