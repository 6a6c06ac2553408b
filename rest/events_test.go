package rest

import (
	"encoding/json"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/platform/caller"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/wiretime"
	"github.com/meridianhq/meridian/rest/arkyc"
	"github.com/meridianhq/meridian/rest/maplerad"
)

var update = flag.Bool("update", false, "rewrite testdata/events from the current rendering")

// shown renders an event the way the log did when it rendered in the
// recording transaction: from the service's value itself, never stored.
func shown(t *testing.T, e *events.Event, object any) string {
	t.Helper()
	var data any
	var top map[string]any
	switch v := object.(type) {
	case *kyc.EventSnapshot:
		data, top = arkyc.EventOf(v)
	case *fx.Exchange:
		data = maplerad.ExchangeOf(v)
	case *crypto.Deposit:
		data = maplerad.DepositOf(v)
	case *crypto.Withdrawal:
		data = maplerad.WithdrawalOf(v)
	case *usd.Request:
		data = maplerad.USDRequestOf(v)
	case *usd.Transfer:
		data = maplerad.USDTransferOf(v)
	default:
		data = v
	}
	body := map[string]any{"id": e.ID, "event": e.Type, "created_at": wiretime.Format(e.CreatedAt), "data": data}
	for k, v := range top {
		body[k] = v
	}
	b, err := json.Marshal(body)
	require.NoError(t, err)
	return string(b)
}

// stored records an event of object as the log stores it (the snapshot's
// JSON) and renders it as the log's reads do.
func stored(t *testing.T, typ string, object any) (*events.Event, string) {
	t.Helper()
	log := events.NewLog(nil, nil)
	log.Render = RenderEvent
	log.Now = func() time.Time { return time.Date(2026, 11, 28, 9, 30, 15, 123456789, time.UTC) }
	evs, err := log.Prepare(caller.Principal{OrganizationID: "org_golden", Mode: "live"},
		events.Pending{Type: typ, ObjectID: "obj_golden", Snapshot: object})
	require.NoError(t, err)
	e := evs[0]
	e.ID = "evt_golden"
	require.Empty(t, e.Payload, "nothing is rendered in the recording transaction")
	read := &events.Event{ID: e.ID, OrganizationID: e.OrganizationID, Mode: e.Mode, Type: e.Type, ObjectID: e.ObjectID,
		Snapshot: append(json.RawMessage(nil), e.Snapshot...), CreatedAt: e.CreatedAt}
	require.NoError(t, log.Payloads(read))
	return e, read.Payload
}

// fixture is a recorded object of the kind each event type carries, with
// every field its payload shows set.
func fixture(typ string) any {
	at := time.Date(2026, 11, 28, 9, 30, 15, 123456789, time.UTC)
	later := at.Add(90 * time.Minute)
	str := func(s string) *string { return &s }
	score := 0.92
	switch family, _, _ := strings.Cut(typ, "."); {
	case family == "verification":
		status := kyc.Status(strings.TrimPrefix(typ, "verification."))
		ses := &kyc.Session{ID: "ses_golden", OrganizationID: "org_golden", Mode: "live", WorkflowID: "wf_golden",
			Status: status, UserReference: str("user_7"), CustomerID: str("cus_golden"),
			Metadata:    map[string]any{"plan": "gold", "seats": 3.0, "tags": []any{"a", "b"}, "nested": map[string]any{"ok": true}},
			RedirectURL: str("https://example.com/done"), DocumentType: str("passport"), Country: str("NG"),
			AutoDecision: str("review"), FinalDecision: str("approved"), DecisionReason: str("DOCUMENT_VERIFIED"), RiskScore: &score,
			ExpiresAt: later, CreatedAt: at, UpdatedAt: later, CompletedAt: &later, EndedAt: &later, ReviewSince: &at,
			AssignedKeyID: str("key_golden"), AssignedTo: str("Reviewer One"), Flagged: true, RedoSteps: []string{"liveness"},
			Checks: &kyc.Checks{DocumentFront: &providers.OCRResult{Confidence: 0.88, Quality: 0.9, HasPortrait: true},
				Liveness:  []providers.LivenessResult{{Passed: true, Score: 0.97}},
				FaceMatch: &providers.FaceMatchResult{Passed: true, Similarity: 0.81},
				Address:   &providers.AddressResult{Passed: true, Score: 0.7, Methods: []string{"geocode"}}}}
		return &kyc.EventSnapshot{Session: ses, Checks: kyc.CheckSummary{
			Document:  &kyc.DocumentSummary{QualityScore: 0.9, OCRConfidence: 0.88},
			Liveness:  &kyc.LivenessSummary{Passed: true, Score: 0.97},
			FaceMatch: &kyc.FaceMatchSummary{Passed: true, SimilarityScore: 0.81},
			Address:   &kyc.AddressSummary{Passed: true, Score: 0.7, Methods: []string{"geocode"}}}}
	case typ == "fx.exchange.completed":
		return &fx.Exchange{ID: "fx_golden", OrganizationID: "org_golden", Mode: "live", QuoteReference: "qt_golden",
			TransactionID: "txn_golden", SourceCurrency: "USD", SourceAmount: 10_000, TargetCurrency: "NGN",
			TargetAmount: 15_500_000, Rate: "1550", Fee: 25, CreatedAt: at}
	}
	return filled(typ, rand.New(rand.NewPCG(7, uint64(len(typ)))))
}

// filled is a value of the type an event of typ records, every field set
// from r (the webhooks' own events: their data).
func filled(typ string, r *rand.Rand) any {
	var v any
	switch family, _, _ := strings.Cut(typ, "."); {
	case family == "verification":
		v = new(kyc.EventSnapshot)
	case typ == "fx.exchange.completed":
		v = new(fx.Exchange)
	case typ == "crypto.deposit.received":
		v = new(crypto.Deposit)
	case strings.HasPrefix(typ, "crypto.withdrawal."):
		v = new(crypto.Withdrawal)
	case family == "usd_account":
		v = new(usd.Request)
	case family == "transfer":
		v = new(usd.Transfer)
	default:
		return map[string]any{"endpoint_id": "we_golden", "message": "A test event from Meridian", "n": 2.5}
	}
	fill(reflect.ValueOf(v).Elem(), r, 0)
	if ev, ok := v.(*kyc.EventSnapshot); ok && ev.Session == nil { // a verification event always has its session
		ev.Session = new(kyc.Session)
		fill(reflect.ValueOf(ev.Session).Elem(), r, 1)
	}
	return v
}

// fill sets every exported field of v from r: strings, numbers, times with
// nanoseconds, and pointers, slices and maps nil, empty or full, so that a
// rendering that tells nil from empty, or reads a field the JSON does not
// keep, shows.
func fill(v reflect.Value, r *rand.Rand, depth int) {
	if depth > 6 {
		return
	}
	switch v.Type() {
	case reflect.TypeFor[time.Time]():
		v.Set(reflect.ValueOf(time.Unix(1_700_000_000+r.Int64N(100_000_000), r.Int64N(1e9)).UTC()))
		return
	case reflect.TypeFor[json.Number]():
		v.SetString([]string{"0", "12345678901234567890", "2.5"}[r.IntN(3)])
		return
	case reflect.TypeFor[json.RawMessage]():
		v.SetBytes([]byte(`{"k":1}`))
		return
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString([]string{"", "a", "approved", "Ünïcode <&>", "line\nbreak"}[r.IntN(5)])
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 1)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(r.Int64N(1<<40) - 1<<39)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(r.Uint64N(1 << 40))
	case reflect.Float32, reflect.Float64:
		v.SetFloat([]float64{0, 1, 0.1, 1e-7, 123456.789, r.Float64()}[r.IntN(6)])
	case reflect.Pointer:
		if r.IntN(4) > 0 {
			p := reflect.New(v.Type().Elem())
			fill(p.Elem(), r, depth+1)
			v.Set(p)
		}
	case reflect.Slice:
		if n := r.IntN(4); n > 0 {
			s := reflect.MakeSlice(v.Type(), n-1, n-1)
			for i := range n - 1 {
				fill(s.Index(i), r, depth+1)
			}
			v.Set(s)
		}
	case reflect.Map:
		if n := r.IntN(4); n > 0 {
			m := reflect.MakeMap(v.Type())
			for range n - 1 {
				k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
				fill(k, r, depth+1)
				fill(e, r, depth+1)
				m.SetMapIndex(k, e)
			}
			v.Set(m)
		}
	case reflect.Interface:
		if v.NumMethod() == 0 {
			if x := []any{nil, "text", 2.5, 1e21, true, map[string]any{"x": 1.0}, []any{"y"}}[r.IntN(7)]; x != nil {
				v.Set(reflect.ValueOf(x))
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			switch f := v.Type().Field(i); {
			case f.Name == "Rate" && f.Type.Kind() == reflect.String: // a decimal, shown as a JSON number
				v.Field(i).SetString([]string{"1550", "0.000645", "1.5"}[r.IntN(3)])
			case f.IsExported():
				fill(v.Field(i), r, depth+1)
			}
		}
	}
}

// Every type of event renders, from its stored snapshot, the very bytes it
// showed when it was rendered from the service's value in the recording
// transaction, and those bytes are the ones in testdata/events (Arkyc's
// shape for verification events, Maplerad's for money events).
func TestEventPayloadsFromSnapshots(t *testing.T) {
	t.Parallel()
	for _, typ := range events.Types {
		t.Run(typ, func(t *testing.T) {
			object := fixture(typ)
			e, payload := stored(t, typ, object)
			require.JSONEq(t, shown(t, e, object), payload)
			require.Equal(t, shown(t, e, object), payload, "byte for byte")
			golden := filepath.Join("testdata", "events", typ+".json")
			if *update {
				require.NoError(t, os.MkdirAll(filepath.Dir(golden), 0o755))
				require.NoError(t, os.WriteFile(golden, []byte(payload+"\n"), 0o644))
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err, "go test ./rest -run TestEventPayloadsFromSnapshots -update writes it")
			require.Equal(t, strings.TrimSpace(string(want)), payload)
		})
	}
}

// The same holds for any value of each recorded type: random values, with
// nil, empty and full collections, numbers beyond float64's integers in
// untyped fields, and times to the nanosecond.
func TestEventSnapshotsRenderAsTheirValues(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	for _, typ := range events.Types {
		for range 200 {
			object := filled(typ, r)
			e, payload := stored(t, typ, object)
			require.Equal(t, shown(t, e, object), payload, typ)
		}
	}
}

// A snapshot the renderer cannot read is an error, never a payload.
func TestEventSnapshotUnreadable(t *testing.T) {
	t.Parallel()
	for typ, snapshot := range map[string]string{"transfer.successful": `{"id": 5}`, "verification.approved": `{"checks": {}}`,
		"fx.exchange.completed": `[`} {
		_, _, err := RenderEvent(typ, json.RawMessage(snapshot))
		require.Error(t, err, typ)
	}
}
