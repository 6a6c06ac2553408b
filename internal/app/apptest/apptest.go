// Package apptest starts a whole Meridian server over a test database and
// speaks HTTP to it, for end-to-end tests.
package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/identity/kyc/face/facetest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/config"
)

// Server is a running Meridian on an httptest listener.
type Server struct {
	*httptest.Server
	App  *app.App
	logs *LogBuffer
}

// Options adjust the server under test.
type Options struct {
	// Config edits the configuration (defaults, with the sync queue and no rate limit).
	Config func(*config.Config)
	// App holds app options (clocks, TTLs).
	App app.Options
}

// Config returns the defaults tests start from: sync queue, no rate limit,
// and one encryption key shared by every server of the test binary (as
// processes sharing a database must share it).
func Config() config.Config {
	cfg, err := config.Load(func(string) string { return "" })
	if err != nil {
		panic(err)
	}
	cfg.Queue = config.QueueSync
	cfg.RateLimit = 0
	cfg.EncryptionKey = []byte("meridian-tests-encryption-key-32")
	return cfg
}

// Start runs a server over d until the test ends.
func Start(t testing.TB, d *db.DB, opts Options) *Server {
	t.Helper()
	cfg := Config()
	cfg.DataDir, cfg.BlobURL = t.TempDir(), "mem://"
	// The listener comes first so that the links the server hands out
	// (widget, handoff, files) point at it.
	srv := httptest.NewUnstartedServer(nil)
	cfg.PublicURL = "http://" + srv.Listener.Addr().String()
	if opts.Config != nil {
		opts.Config(&cfg)
	}
	logs := &LogBuffer{}
	// Everything is kept, debug included, for the tests that scan logs.
	handlers := []slog.Handler{slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug})}
	if testing.Verbose() {
		handlers = append(handlers, slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
	a, err := app.New(context.Background(), cfg, d, slog.New(slog.NewMultiHandler(handlers...)), opts.App)
	if err != nil {
		t.Fatalf("app.New: %v", err)
	}
	a.Start(context.Background())
	srv.Config.Handler = a.Handler()
	srv.Start()
	s := &Server{Server: srv, App: a, logs: logs}
	t.Cleanup(func() {
		s.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		a.Stop(ctx)
	})
	return s
}

// LogBuffer keeps what a server logs, safe for concurrent writes.
type LogBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *LogBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// String returns what was written so far.
func (b *LogBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// Logs returns what the server has logged so far (every level, text format).
func (s *Server) Logs() string { return s.logs.String() }

type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// Org is an organization with a test key and a live key.
type Org struct {
	ID, Name, TestKey, LiveKey string
}

// Org creates an organization and its two keys.
func (s *Server) Org(t testing.TB, name string) Org {
	t.Helper()
	ctx := context.Background()
	o, err := s.App.Orgs.Create(ctx, name)
	if err != nil {
		t.Fatalf("create organization: %v", err)
	}
	test, _, err := s.App.Auth.CreateKey(ctx, o.ID, auth.Test, "test")
	if err != nil {
		t.Fatal(err)
	}
	live, _, err := s.App.Auth.CreateKey(ctx, o.ID, auth.Live, "live")
	if err != nil {
		t.Fatal(err)
	}
	return Org{ID: o.ID, Name: name, TestKey: test, LiveKey: live}
}

// Response is a finished request.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
	JSON   map[string]any
}

// Get walks a dotted path ("data.id", "errors.0.message") through the JSON body.
func (r Response) Get(path string) any {
	var cur any = r.JSON
	for _, part := range strings.Split(path, ".") {
		switch v := cur.(type) {
		case map[string]any:
			cur = v[part]
		case []any:
			i := 0
			for _, c := range part {
				i = i*10 + int(c-'0')
			}
			if i >= len(v) {
				return nil
			}
			cur = v[i]
		default:
			return nil
		}
	}
	return cur
}

// Str is Get as a string ("" when absent).
func (r Response) Str(path string) string {
	s, _ := r.Get(path).(string)
	return s
}

// Client speaks HTTP to the Meridian at URL: a Server's, or a process's.
type Client struct{ URL string }

// Do sends a request (Client.Do).
func (s *Server) Do(t testing.TB, method, path, key string, body any, headers ...string) Response {
	t.Helper()
	return Client{s.URL}.Do(t, method, path, key, body, headers...)
}

// GraphQL posts a query (Client.GraphQL).
func (s *Server) GraphQL(t testing.TB, key, query string, vars map[string]any) Response {
	t.Helper()
	return Client{s.URL}.GraphQL(t, key, query, vars)
}

// Upload posts a multipart form (Client.Upload).
func (s *Server) Upload(t testing.TB, path, token string, fields map[string]string, fileField string, file []byte, headers ...string) Response {
	t.Helper()
	return Client{s.URL}.Upload(t, path, token, fields, fileField, file, headers...)
}

// Do sends a request. body may be nil, a string or []byte (sent as is), or
// any other value (sent as JSON). headers are name, value pairs; a key
// given as "key" is sent as Authorization: Bearer.
func (s Client) Do(t testing.TB, method, path, key string, body any, headers ...string) Response {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, s.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	out := Response{Status: res.StatusCode, Header: res.Header}
	out.Body, _ = io.ReadAll(res.Body)
	_ = json.Unmarshal(out.Body, &out.JSON)
	return out
}

// GraphQL posts a query with variables.
func (s Client) GraphQL(t testing.TB, key, query string, vars map[string]any) Response {
	t.Helper()
	return s.Do(t, http.MethodPost, "/graphql", key, map[string]any{"query": query, "variables": vars},
		"Accept", "application/graphql-response+json")
}

// Upload posts a multipart form: fields, and file (when not nil) as the
// part named fileField.
func (s Client) Upload(t testing.TB, path, token string, fields map[string]string, fileField string, file []byte, headers ...string) Response {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, v := range fields {
		mw.WriteField(k, v)
	}
	if file != nil {
		fw, err := mw.CreateFormFile(fileField, "upload.bin")
		if err != nil {
			t.Fatal(err)
		}
		fw.Write(file)
	}
	mw.Close()
	return s.Do(t, http.MethodPost, path, token, body.Bytes(), append([]string{"Content-Type", mw.FormDataContentType()}, headers...)...)
}

// File is a file part of a multipart request.
type File struct {
	Field, Name string
	Data        []byte
}

// Attempt is an active liveness attempt's multipart form, as the widget
// sends one: the selfie, the frames in order, their times, the
// challenges' times and the challenge set's id.
func Attempt(seq facetest.Sequence, challengeID string) (map[string]string, []File) {
	times, _ := json.Marshal(seq.FrameTimes)
	prompts, _ := json.Marshal(seq.ChallengeTimes)
	files := []File{{Field: "selfie", Name: "selfie.jpg", Data: facetest.JPEG(seq.Selfie)}}
	for i, f := range seq.Frames {
		files = append(files, File{Field: "frame", Name: fmt.Sprintf("frame-%d.jpg", i), Data: facetest.JPEG(f)})
	}
	return map[string]string{"frame_times": string(times), "challenge_times": string(prompts), "challenge_id": challengeID,
		"mode": "active"}, files
}

// UploadFiles posts a multipart form of fields and files (in order; a
// field may repeat).
func (s *Server) UploadFiles(t testing.TB, path, token string, fields map[string]string, files ...File) Response {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, v := range fields {
		mw.WriteField(k, v)
	}
	for _, f := range files {
		fw, err := mw.CreateFormFile(f.Field, f.Name)
		if err != nil {
			t.Fatal(err)
		}
		fw.Write(f.Data)
	}
	mw.Close()
	return Client{s.URL}.Do(t, http.MethodPost, path, token, body.Bytes(), "Content-Type", mw.FormDataContentType())
}

// PNG returns a PNG image of w×h pixels.
func PNG(w, h int) []byte {
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 7)
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

// Paginate follows a GraphQL connection at data.<field> through every page
// (the query takes $after) and returns the node ids in order.
func (s *Server) Paginate(t testing.TB, key, field, query string) []string {
	t.Helper()
	var ids []string
	after := ""
	for {
		r := s.GraphQL(t, key, query, map[string]any{"after": after})
		if r.Get("errors") != nil {
			t.Fatalf("%s: %s", field, r.Body)
		}
		for _, e := range r.Get("data." + field + ".edges").([]any) {
			ids = append(ids, e.(map[string]any)["node"].(map[string]any)["id"].(string))
		}
		if r.Get("data."+field+".pageInfo.hasNextPage") != true {
			return ids
		}
		after = r.Str("data." + field + ".pageInfo.endCursor")
	}
}
