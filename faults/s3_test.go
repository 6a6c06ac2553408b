package faults_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"gocloud.dev/blob"
	_ "gocloud.dev/blob/s3blob"

	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

const (
	s3Access = "meridianfaults"
	s3Secret = "meridian-faults-s3-secret-key"
	s3Bucket = "meridian"
)

// s3Server runs versitygw (a real S3 gateway, the module's pinned tool)
// over a posix directory holding one bucket, and returns the bucket's URL
// and the environment a process needs to use it.
func s3Server(t *testing.T) (url string, env []string) {
	t.Helper()
	gw := binary(t, "github.com/versity/versitygw/cmd/versitygw")
	root := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(root, s3Bucket), 0o755))
	port := freePort(t)
	cmd := exec.Command(gw, "--port", fmt.Sprintf("127.0.0.1:%d", port), "--access", s3Access, "--secret", s3Secret,
		"posix", "--nometa", root) // no xattrs needed of the test's filesystem
	logs := &apptest.LogBuffer{}
	cmd.Stdout, cmd.Stderr = logs, logs
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		if t.Failed() {
			t.Logf("versitygw:\n%s", logs)
		}
	})
	endpoint := fmt.Sprintf("http://127.0.0.1:%d", port)
	eventually(t, 30*time.Second, "versitygw to listen", func() bool {
		res, err := http.Get(endpoint)
		if err == nil {
			res.Body.Close()
		}
		return err == nil
	})
	url = fmt.Sprintf("s3://%s?endpoint=%s&region=us-east-1&use_path_style=true&disable_https=true&response_checksum_validation=when_required",
		s3Bucket, endpoint)
	return url, s3Env
}

// s3Env is the credentials' environment, the processes' and (set by
// TestMain) the test's own, to look into the bucket.
var s3Env = []string{"AWS_ACCESS_KEY_ID=" + s3Access, "AWS_SECRET_ACCESS_KEY=" + s3Secret, "AWS_EC2_METADATA_DISABLED=true"}

// Two processes share one PostgreSQL database and one S3 bucket (a real S3
// server): flows begun on either are finished on the other, each reading
// the images the other stored; every object in the bucket is encrypted.
func TestTwoProcessesShareDatabaseAndBucket(t *testing.T) {
	t.Parallel()
	bucketURL, s3env := s3Server(t)
	env := append([]string{"DATABASE_URL=" + dbtest.PostgresURL(t), "MERIDIAN_BLOB_URL=" + bucketURL}, s3env...)
	a := serve(t, env...)
	b := serve(t, env...)

	const each = 10
	var mu sync.Mutex
	var ids []string
	var wg sync.WaitGroup
	for _, pair := range [][2]*proc{{a, b}, {b, a}} {
		wg.Go(func() {
			for range each {
				id := verification(t, pair[0].Client, pair[1].Client)
				mu.Lock()
				ids = append(ids, id)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	for i, id := range ids {
		other := []*proc{a, b}[i%2]
		var r apptest.Response
		eventually(t, time.Minute, "verdict of "+id, func() bool {
			r = other.Do(t, "GET", "/v1/sessions/"+id, testKey, nil)
			return r.Str("data.status") != "processing"
		})
		require.Equal(t, "approved", r.Str("data.status"), string(r.Body))
	}

	// An image stored by one process is served by the other through its
	// signed link, decrypted.
	r := a.Do(t, "GET", "/v1/sessions/"+ids[len(ids)-1], testKey, nil)
	link := r.Str("data.documents.0.front_image")
	if link == "" {
		link = r.Str("data.assets.document_front")
	}
	require.NotEmpty(t, link, string(r.Body))
	res, err := http.Get(link)
	require.NoError(t, err)
	img, _ := io.ReadAll(res.Body)
	res.Body.Close()
	require.Equal(t, 200, res.StatusCode, string(img))
	require.Equal(t, photo, img)

	// The bucket holds the two images of every flow, none in the clear.
	ctx := context.Background()
	bucket, err := blob.OpenBucket(ctx, bucketURL)
	require.NoError(t, err)
	defer bucket.Close()
	it := bucket.List(nil)
	objects := 0
	for {
		o, err := it.Next(ctx)
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		objects++
		stored, err := bucket.ReadAll(ctx, o.Key)
		require.NoError(t, err)
		require.False(t, bytes.Contains(stored, photo[:64]), "%s is stored in the clear", o.Key)
	}
	require.Equal(t, 2*len(ids), objects)
}
