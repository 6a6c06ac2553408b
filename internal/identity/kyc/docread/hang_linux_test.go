package docread_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
)

// A Tesseract that hangs is killed at the timeout, with every process it
// started.
func TestEngineHangs(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pids := filepath.Join(dir, "pids")
	script := fakeTesseract(t, "sleep 60 &\necho $$ $! > '"+pids+"'\nwait\n")
	r := docread.New(docread.Config{Tesseract: script, Timeout: 500 * time.Millisecond, Pool: pool})

	start := time.Now()
	_, err := r.ReadText(context.Background(), blankPage(t))
	requireEngineError(t, err, docread.FailureTimeout)
	require.Less(t, time.Since(start), 30*time.Second, "the run ends at its timeout, not when the script would")

	data, err := os.ReadFile(pids)
	require.NoError(t, err)
	for _, field := range strings.Fields(string(data)) {
		pid, err := strconv.Atoi(field)
		require.NoError(t, err)
		require.Eventually(t, func() bool { return gone(pid) }, 5*time.Second, 20*time.Millisecond, "process %d still runs", pid)
	}
}

// gone reports whether a process has ended: it no longer exists, or is a
// zombie waiting for a parent that does not reap it.
func gone(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return true
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true
	}
	// The state follows the command's closing parenthesis.
	s := string(stat)
	i := strings.LastIndexByte(s, ')')
	return i >= 0 && i+2 < len(s) && s[i+2] == 'Z'
}
