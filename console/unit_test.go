package console

import (
	"os/exec"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// The console's own unit tests (vitest: roles, URL state, filters,
// shortcuts, forms) run with the Go suite, so that go test ./... is the
// whole suite.
func TestUnit(t *testing.T) {
	t.Parallel()
	dir := browsertest.ConsoleModules(t)
	cmd := exec.Command("npm", "test")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "npm test in console/:\n%s", out)
}
