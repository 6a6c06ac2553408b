package main

import (
	"bufio"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/blob"
)

// runBareKYC serves the floor of the verification benchmark: the requests
// kycbench sends, answered with the same storage work as Meridian (each
// image streamed through DARE encryption into a file bucket, the same
// libraries) and the least database work that keeps a flow consistent: one
// statement a request, no events, no workflow, no checks, no views. It
// runs on PostgreSQL only (a step is one data-modifying CTE).
func runBareKYC(ctx context.Context, l net.Listener, dsn, blobs string) error {
	dir, blobs, err := workDir(blobs)
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	d, err := db.Open(ctx, db.Options{URL: dsn})
	if err != nil {
		return err
	}
	defer d.Close()
	if _, err := d.ExecContext(ctx, `
		CREATE TABLE IF NOT EXISTS bare_sessions (id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, status TEXT NOT NULL,
			uploads INT NOT NULL DEFAULT 0, created_at TIMESTAMPTZ NOT NULL, updated_at TIMESTAMPTZ NOT NULL);
		CREATE TABLE IF NOT EXISTS bare_uploads (id TEXT PRIMARY KEY, session_id TEXT NOT NULL REFERENCES bare_sessions (id),
			kind TEXT NOT NULL, blob_key TEXT NOT NULL, size BIGINT NOT NULL, created_at TIMESTAMPTZ NOT NULL)`); err != nil {
		return err
	}
	key := make([]byte, 32)
	rand.Read(key)
	store, err := blob.Open(ctx, "file://"+blobs+"?metadata=skip&no_tmp_dir=1", key)
	if err != nil {
		return err
	}
	defer store.Close()
	b := &bareKYC{d: d, store: store}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/sessions", b.create)
	mux.HandleFunc("GET /v1/client/session", b.session)
	mux.HandleFunc("POST /v1/client/document/front", b.upload("document_submitted"))
	mux.HandleFunc("POST /v1/client/document/back", b.upload("document_submitted"))
	mux.HandleFunc("POST /v1/client/liveness", b.upload("liveness_submitted"))
	mux.HandleFunc("POST /v1/client/complete", b.complete)
	serve(ctx, l, mux)
	return nil
}

type bareKYC struct {
	d     *db.DB
	store *blob.Store
}

func randomID(prefix string) string {
	b := make([]byte, 16)
	rand.Read(b)
	return prefix + hex.EncodeToString(b)
}

func tokenHash(r *http.Request) string {
	h := sha256.Sum256([]byte(r.Header.Get("X-Client-Token")))
	return hex.EncodeToString(h[:])
}

func reply(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

type bareSession struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

func (b *bareKYC) create(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("Authorization") != "Bearer "+Key {
		reply(w, 401, map[string]string{"error": "invalid_api_key"})
		return
	}
	io.Copy(io.Discard, r.Body)
	token := randomID("ct_")
	h := sha256.Sum256([]byte(token))
	s := bareSession{ID: randomID("ses_"), Status: "pending"}
	now := time.Now()
	if _, err := b.d.NewRaw("INSERT INTO bare_sessions (id, token_hash, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
		s.ID, hex.EncodeToString(h[:]), s.Status, now, now).Exec(r.Context()); err != nil {
		reply(w, 500, map[string]string{"error": err.Error()})
		return
	}
	reply(w, 201, map[string]any{"data": s, "client_token": token})
}

// session moves a pending session to started on the first call.
func (b *bareKYC) session(w http.ResponseWriter, r *http.Request) {
	var s bareSession
	err := b.d.NewRaw(`UPDATE bare_sessions SET status = CASE status WHEN 'pending' THEN 'started' ELSE status END, updated_at = ?
		WHERE token_hash = ? RETURNING id, status`, time.Now(), tokenHash(r)).Scan(r.Context(), &s.ID, &s.Status)
	b.answer(w, s, err)
}

func (b *bareKYC) answer(w http.ResponseWriter, s bareSession, err error) {
	switch {
	case db.IsNotFound(err):
		reply(w, 401, map[string]string{"error": "invalid_client_token"})
	case err != nil:
		reply(w, 500, map[string]string{"error": err.Error()})
	default:
		reply(w, 200, map[string]any{"data": s})
	}
}

// upload streams the form's image into the store, then records it and
// moves the session in one statement.
func (b *bareKYC) upload(status string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		_, params, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
		mr := multipart.NewReader(bufio.NewReaderSize(r.Body, 64<<10), params["boundary"])
		var blobKey string
		var size int64
		for {
			part, err := mr.NextPart()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				reply(w, 400, map[string]string{"error": "invalid_body"})
				return
			}
			if part.FormName() != "image" {
				io.Copy(io.Discard, part)
				continue
			}
			blobKey = "bare/" + randomID("img_")
			c := &countingReader{r: part}
			if err := b.store.Put(r.Context(), blobKey, "image/png", c); err != nil {
				reply(w, 500, map[string]string{"error": err.Error()})
				return
			}
			size = c.n
		}
		var s bareSession
		err := b.d.NewRaw(`WITH s AS (UPDATE bare_sessions SET status = ?, uploads = uploads + 1, updated_at = ? WHERE token_hash = ? RETURNING id, status),
			u AS (INSERT INTO bare_uploads (id, session_id, kind, blob_key, size, created_at) SELECT ?, s.id, ?, ?, ?, ? FROM s)
			SELECT id, status FROM s`, status, time.Now(), tokenHash(r), randomID("upl_"), r.URL.Path, blobKey, size, time.Now()).
			Scan(r.Context(), &s.ID, &s.Status)
		b.answer(w, s, err)
	}
}

// complete approves a session with its three images.
func (b *bareKYC) complete(w http.ResponseWriter, r *http.Request) {
	var s bareSession
	err := b.d.NewRaw(`UPDATE bare_sessions SET status = 'approved', updated_at = ? WHERE token_hash = ? AND uploads >= 3 RETURNING id, status`,
		time.Now(), tokenHash(r)).Scan(r.Context(), &s.ID, &s.Status)
	b.answer(w, s, err)
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}
