// Package httpdriver runs a verification stage on an external service: one
// signed JSON request a check, answered with Meridian's result shapes. The
// contract (README, "External checks over HTTP"):
//
//	POST <url>
//	webhook-id, webhook-timestamp, webhook-signature: Standard Webhooks, keyed
//	  with the stage's secret (whsec_…)
//	{"stage": "document", "document_type": "passport", "side": "front",
//	 "quality": {"min_resolution": 800, …} (the workflow's bounds, those set),
//	 "image": {"content_type": "image/jpeg", "width": 1600, "height": 1100,
//	           "data": "<base64>"}}
//	{"stage": "liveness", "image": {…}}
//	{"stage": "face_match", "document_image": {…}, "selfie_image": {…}}
//	{"stage": "address", "address": {"line1": …, "city": …, "country": …,
//	 "latitude": …, "longitude": …, "methods": […]}}
//
// A 2xx answer carries the result (providers.OCRResult, LivenessResult,
// FaceMatchResult or AddressResult as JSON); anything else, an answer
// that is not such a result, or no answer within the client's timeout is
// the provider's failure, which the verification job retries and, on its
// last attempt, sends to a person (PROVIDER_UNAVAILABLE). Hints are never
// sent: what the person's browser claims is no input to a real check.
package httpdriver

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"time"

	"github.com/meridianhq/meridian/internal/identity/kyc/decision"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/platform/ids"
)

// Signer signs a request's body as a webhook is signed: its headers.
type Signer func(msgID string, ts time.Time, body []byte, secrets []string) (http.Header, error)

// Driver calls one external service for every stage it is chosen for.
type Driver struct {
	url    string
	secret string
	client *http.Client
	sign   Signer
	now    func() time.Time
}

var (
	_ providers.OCR            = (*Driver)(nil)
	_ providers.Deferred       = (*Driver)(nil)
	_ providers.Liveness       = (*Driver)(nil)
	_ providers.FaceMatch      = (*Driver)(nil)
	_ providers.ActiveLiveness = (*Driver)(nil)
	_ providers.Address        = (*Driver)(nil)
)

// New returns a driver that posts to url through client, signed with
// secret by sign.
func New(url, secret string, client *http.Client, sign Signer) *Driver {
	return &Driver{url: url, secret: secret, client: client, sign: sign, now: time.Now}
}

// Deferred marks the driver as one that runs in the verification job: a
// network call is never made on an upload's request.
func (d *Driver) Deferred() {}

// MaxAnswer bounds the answer read from the service.
const MaxAnswer = 1 << 20

// Bounds of what an answer may carry.
const (
	maxFields     = 40
	maxFieldName  = 64
	maxFieldValue = 256
	maxChecks     = 40
	maxText       = 500
)

type image struct {
	ContentType string `json:"content_type"`
	Width       int    `json:"width"`
	Height      int    `json:"height"`
	Data        string `json:"data"`
}

func encode(ctx context.Context, img providers.Image) (*image, error) {
	data, err := img.Open(ctx)
	if err != nil {
		return nil, fmt.Errorf("open the image: %w", err)
	}
	return &image{ContentType: img.ContentType, Width: img.Width, Height: img.Height, Data: base64.StdEncoding.EncodeToString(data)}, nil
}

// Read sends one side of a document.
func (d *Driver) Read(ctx context.Context, img providers.Image, doc providers.DocumentSide, _ providers.Hints) (providers.OCRResult, error) {
	im, err := encode(ctx, img)
	if err != nil {
		return providers.OCRResult{}, err
	}
	var out providers.OCRResult
	err = d.call(ctx, map[string]any{"stage": "document", "document_type": doc.Type, "side": doc.Side, "quality": doc.Quality, "image": im}, &out)
	if err == nil {
		err = checkOCR(&out)
	}
	return out, err
}

// Check sends a selfie.
func (d *Driver) Check(ctx context.Context, selfie providers.Image, _ providers.Hints) (providers.LivenessResult, error) {
	im, err := encode(ctx, selfie)
	if err != nil {
		return providers.LivenessResult{}, err
	}
	var out providers.LivenessResult
	err = d.call(ctx, map[string]any{"stage": "liveness", "image": im}, &out)
	if err == nil {
		err = checkLiveness(&out)
	}
	return out, err
}

// CheckActive sends an active attempt: the selfie, the frames with their
// times and the challenges with theirs, in milliseconds from the start.
func (d *Driver) CheckActive(ctx context.Context, a providers.Attempt, _ providers.Hints) (providers.LivenessResult, error) {
	im, err := encode(ctx, a.Selfie)
	if err != nil {
		return providers.LivenessResult{}, err
	}
	frames := make([]map[string]any, len(a.Frames))
	for i, f := range a.Frames {
		fi, err := encode(ctx, f.Image)
		if err != nil {
			return providers.LivenessResult{}, err
		}
		frames[i] = map[string]any{"image": fi, "at_ms": f.At.Milliseconds()}
	}
	times := make([]int64, len(a.ChallengeTimes))
	for i, t := range a.ChallengeTimes {
		times[i] = t.Milliseconds()
	}
	var out providers.LivenessResult
	err = d.call(ctx, map[string]any{"stage": "liveness", "image": im, "frames": frames, "challenges": a.Challenges,
		"challenge_times_ms": times}, &out)
	if err == nil {
		err = checkLiveness(&out)
	}
	return out, err
}

// checkLiveness bounds a liveness answer as an OCR answer is bounded.
func checkLiveness(r *providers.LivenessResult) error {
	if err := score("score", r.Score); err != nil {
		return err
	}
	if len(r.Checks) > maxChecks || len(r.Signals) > maxChecks {
		return fmt.Errorf("the answer has over %d checks or signals", maxChecks)
	}
	return nil
}

// Compare sends the document's side with the portrait and a selfie.
func (d *Driver) Compare(ctx context.Context, document, selfie providers.Image, _ providers.Hints) (providers.FaceMatchResult, error) {
	doc, err := encode(ctx, document)
	if err != nil {
		return providers.FaceMatchResult{}, err
	}
	self, err := encode(ctx, selfie)
	if err != nil {
		return providers.FaceMatchResult{}, err
	}
	var out providers.FaceMatchResult
	err = d.call(ctx, map[string]any{"stage": "face_match", "document_image": doc, "selfie_image": self}, &out)
	if err == nil {
		err = score("similarity", out.Similarity)
	}
	out.Descriptors, out.Distance = nil, 0 // a service's own numbers are not kept
	return out, err
}

// Verify sends an address.
func (d *Driver) Verify(ctx context.Context, in providers.AddressInput, _ providers.Hints) (providers.AddressResult, error) {
	var out providers.AddressResult
	err := d.call(ctx, map[string]any{"stage": "address", "address": map[string]any{"line1": in.Line1, "city": in.City,
		"country": in.Country, "latitude": in.Latitude, "longitude": in.Longitude, "methods": in.Methods}}, &out)
	if err == nil {
		err = score("score", out.Score)
	}
	return out, err
}

// call posts the request, signed, and decodes a 2xx answer into out.
func (d *Driver) call(ctx context.Context, request any, out any) error {
	body, err := json.Marshal(request)
	if err != nil {
		return err
	}
	headers, err := d.sign(ids.New("msg"), d.now(), body, []string{d.secret})
	if err != nil {
		return fmt.Errorf("sign the request: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header = headers
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Meridian-Checks/1")
	res, err := d.client.Do(req)
	if err != nil {
		return fmt.Errorf("the check's service: %w", err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, MaxAnswer+1))
	if err != nil {
		return fmt.Errorf("the check's service: %w", err)
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return fmt.Errorf("the check's service answered %d", res.StatusCode)
	}
	if len(data) > MaxAnswer {
		return fmt.Errorf("the check's service answered more than %d bytes", MaxAnswer)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("the check's service answered no result: %w", err)
	}
	return nil
}

// reasons are those a document side may give.
var reasons = map[string]bool{"": true, decision.DocumentUnreadable: true, decision.MRZCheckFailed: true,
	decision.LowImageQuality: true, decision.DataMismatch: true}

// checkOCR refuses a document result out of its bounds.
func checkOCR(r *providers.OCRResult) error {
	if err := errors.Join(score("confidence", r.Confidence), score("quality", r.Quality)); err != nil {
		return err
	}
	if !reasons[r.Reason] {
		return fmt.Errorf("the check's service answered an unknown reason %q", r.Reason)
	}
	if len(r.Fields) > maxFields || len(r.Checks) > maxChecks {
		return fmt.Errorf("the check's service answered over %d fields or %d checks", maxFields, maxChecks)
	}
	for name, value := range r.Fields {
		if len(name) > maxFieldName || len(value) > maxFieldValue {
			return fmt.Errorf("the check's service answered a field over %d bytes", maxFieldValue)
		}
	}
	for _, c := range r.Checks {
		if len(c.Name) > maxFieldName || len(c.Detail) > maxText {
			return fmt.Errorf("the check's service answered a sub-check over its bounds")
		}
		for _, v := range []*float64{c.Score, c.Threshold} {
			if v != nil && (math.IsNaN(*v) || math.IsInf(*v, 0)) {
				return fmt.Errorf("the check's service answered a sub-check that is not a number")
			}
		}
	}
	return nil
}

// score refuses a score outside 0 to 1.
func score(name string, v float64) error {
	if math.IsNaN(v) || v < 0 || v > 1 {
		return fmt.Errorf("the check's service answered a %s outside 0 to 1", name)
	}
	return nil
}
