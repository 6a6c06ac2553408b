package caller

import (
	"go/build"
	"strings"
	"testing"
)

const module = "github.com/meridianhq/meridian"

// imports lists the Meridian packages that the package in dir imports
// (its own files, not its tests).
func imports(t *testing.T, dir string) []string {
	t.Helper()
	pkg, err := build.ImportDir(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range pkg.Imports {
		if p == module || strings.HasPrefix(p, module+"/") {
			out = append(out, p)
		}
	}
	return out
}

// Who is calling is a leaf: any package may name a caller without
// depending on how one authenticates. The event log, the webhooks,
// idempotency, batching and payouts name callers and never import auth.
func TestLeaf(t *testing.T) {
	if got := imports(t, "."); len(got) > 0 {
		t.Fatalf("package caller imports %v", got)
	}
	for _, dir := range []string{"../events", "../webhooks", "../idempotency", "../batch", "../../money/payout"} {
		for _, p := range imports(t, dir) {
			if p == module+"/internal/platform/auth" {
				t.Errorf("%s imports auth", dir)
			}
		}
	}
}
