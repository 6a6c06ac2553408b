// Package blob stores uploaded images in a gocloud.dev bucket (file://,
// mem://, s3://), encrypted at rest with DARE (github.com/minio/sio) under a
// per-object key derived by HKDF from the server's encryption key. Writes
// stream: an object is never held whole in memory, and a write that fails or
// is abandoned leaves no object behind.
package blob

import (
	"bytes"
	"context"
	"crypto/hkdf"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/minio/sio"

	"github.com/meridianhq/meridian/internal/platform/errs"
	"gocloud.dev/blob"
	_ "gocloud.dev/blob/fileblob" // file:// buckets
	_ "gocloud.dev/blob/memblob"  // mem:// buckets
	_ "gocloud.dev/blob/s3blob"   // s3:// buckets
	"gocloud.dev/gcerrors"
)

// Store is an encrypted bucket.
type Store struct {
	bucket *blob.Bucket
	key    []byte
}

// Open opens the bucket at url with a 32-byte master key.
func Open(ctx context.Context, url string, key []byte) (*Store, error) {
	if len(key) != 32 {
		return nil, errors.New("blob: the encryption key must be 32 bytes")
	}
	b, err := blob.OpenBucket(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("open blob store %q: %w", url, err)
	}
	return &Store{bucket: b, key: key}, nil
}

// Unavailable is how a failure of the store itself reaches callers: 503
// storage_unavailable with Retry-After, its cause (a full disk, a directory
// that cannot be written, an unreachable S3 endpoint) kept for the log.
func Unavailable(err error) error {
	return &errs.Error{Kind: errs.Unavailable, Key: "storage_unavailable",
		Message: "Files cannot be stored or read right now; try again shortly", RetryAfter: 5, Err: err}
}

// Close releases the bucket.
func (s *Store) Close() error { return s.bucket.Close() }

// config is the encryption of the object name: under key (the object's
// own, from its record's data key), or without one under a key derived
// from the master key for the name.
func (s *Store) config(name string, key []byte) (sio.Config, error) {
	if key != nil {
		return sio.Config{Key: key, MinVersion: sio.Version20}, nil
	}
	k, err := hkdf.Key(sha256.New, s.key, []byte(name), "meridian blob", 32)
	return sio.Config{Key: k, MinVersion: sio.Version20}, err
}

// copyBuffers are Put's copy buffers: uploads arrive all the time, and
// gocloud's own copy would allocate 1 MiB for each.
var copyBuffers = sync.Pool{New: func() any { b := make([]byte, 64<<10); return &b }}

// Put streams src into the object name, encrypted. On any error the write
// is abandoned and no object exists.
func (s *Store) Put(ctx context.Context, name, contentType string, src io.Reader) error {
	return s.PutWith(ctx, name, contentType, src, nil)
}

// PutWith is Put under the object's own 32-byte key.
func (s *Store) PutWith(ctx context.Context, name, contentType string, src io.Reader, key []byte) error {
	cfg, err := s.config(name, key)
	if err != nil {
		return err
	}
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	w, err := s.bucket.NewWriter(wctx, name, &blob.WriterOptions{ContentType: "application/octet-stream",
		Metadata: map[string]string{"plain-content-type": contentType}})
	if err != nil {
		return err
	}
	enc, err := sio.EncryptWriter(w, cfg)
	if err == nil {
		buf := copyBuffers.Get().(*[]byte)
		_, err = io.CopyBuffer(enc, src, *buf)
		copyBuffers.Put(buf)
	}
	if err != nil {
		cancel() // abandons the write: the object is never created
		w.Close()
		return err
	}
	return enc.Close() // seals the last package and closes w, which creates the object
}

// Get reads and decrypts the object name.
func (s *Store) Get(ctx context.Context, name string) ([]byte, error) {
	return s.GetWith(ctx, name, nil)
}

// GetWith reads and decrypts an object PutWith stored under key.
func (s *Store) GetWith(ctx context.Context, name string, key []byte) ([]byte, error) {
	cfg, err := s.config(name, key)
	if err != nil {
		return nil, err
	}
	r, err := s.bucket.NewReader(ctx, name, nil)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var out bytes.Buffer
	if _, err := sio.Decrypt(&out, r, cfg); err != nil {
		return nil, fmt.Errorf("decrypt %s: %w", name, err)
	}
	return out.Bytes(), nil
}

// Delete removes the object name; a missing object is not an error.
func (s *Store) Delete(ctx context.Context, name string) error {
	err := s.bucket.Delete(ctx, name)
	if gcerrors.Code(err) == gcerrors.NotFound {
		return nil
	}
	return err
}

// Exists reports whether the object name exists.
func (s *Store) Exists(ctx context.Context, name string) (bool, error) {
	return s.bucket.Exists(ctx, name)
}

// Count returns how many objects have names starting with prefix.
func (s *Store) Count(ctx context.Context, prefix string) (int, error) {
	it := s.bucket.List(&blob.ListOptions{Prefix: prefix})
	n := 0
	for {
		_, err := it.Next(ctx)
		if errors.Is(err, io.EOF) {
			return n, nil
		}
		if err != nil {
			return n, err
		}
		n++
	}
}
