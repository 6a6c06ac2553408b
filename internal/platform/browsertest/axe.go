package browsertest

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// Axe returns axe-core's script, from the console's node_modules: it runs
// npm ci in console/ first when node_modules is missing or older than
// package-lock.json (under a file lock, as several test binaries may ask
// at once). Without npm the test skips, or fails when browsers are
// required.
func Axe(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(ConsoleModules(t), "node_modules", "axe-core", "axe.min.js"))
	require.NoError(t, err)
	return string(b)
}

// ConsoleModules returns the console's folder once its node_modules is
// installed (npm ci, as Axe says), for tests that run its scripts. Without
// npm the test skips, or fails when browsers are required.
func ConsoleModules(t testing.TB) string {
	t.Helper()
	dir := filepath.Join(Root(), "console")
	if err := npmCI(dir, filepath.Join(dir, "node_modules", "axe-core", "axe.min.js")); err != nil {
		if Required() {
			t.Fatalf("console/node_modules: %v", err)
		}
		t.Skipf("console/node_modules: %v", err)
	}
	return dir
}

// fresh reports whether node_modules is installed and newer than the lock file.
func fresh(dir, script string) bool {
	lock, err := os.Stat(filepath.Join(dir, "package-lock.json"))
	if err != nil {
		return false
	}
	// npm ci writes node_modules/.package-lock.json last.
	installed, err := os.Stat(filepath.Join(dir, "node_modules", ".package-lock.json"))
	if err != nil || installed.ModTime().Before(lock.ModTime()) {
		return false
	}
	_, err = os.Stat(script)
	return err == nil
}

func npmCI(dir, script string) error {
	if fresh(dir, script) {
		return nil
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		return fmt.Errorf("no npm to install console/node_modules (apt-get install npm)")
	}
	f, err := os.OpenFile(filepath.Join(os.TempDir(), "meridian-console-npm-ci.lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		return err
	}
	defer syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	if fresh(dir, script) { // another process installed it meanwhile
		return nil
	}
	cmd := exec.Command(npm, "ci", "--no-audit", "--no-fund", "--loglevel=error")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("npm ci in console/: %v\n%s", err, out)
	}
	return nil
}

// Violation is one rule axe-core found broken.
type Violation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"`
	Help   string `json:"help"`
	Nodes  []struct {
		Target []any  `json:"target"`
		HTML   string `json:"html"`
	} `json:"nodes"`
}

// CheckAccessible runs axe-core on the page as it is and fails the test
// on any serious or critical violation (WCAG 2.x A and AA rules and axe's
// best practices).
func (p *Page) CheckAccessible(axe string) {
	p.T.Helper()
	if !Eval[bool](p, `typeof window.axe === 'object'`) {
		// Injected through the DevTools protocol, which the page's
		// Content-Security-Policy does not govern.
		Eval[bool](p, axe+"\n;true")
	}
	raw, err := chromedp.Run(p.Call(), chromedp.Evaluate[string](`(async () => {
		const r = await axe.run(document, {resultTypes: ['violations']});
		return JSON.stringify(r.violations);
	})()`, chromedp.EvalAwaitPromise))
	require.NoError(p.T, err)
	var all []Violation
	require.NoError(p.T, json.Unmarshal([]byte(raw), &all))
	var bad []string
	for _, v := range all {
		if v.Impact != "serious" && v.Impact != "critical" {
			continue
		}
		var where []string
		for _, n := range v.Nodes {
			where = append(where, fmt.Sprint(n.Target)+" "+n.HTML)
		}
		bad = append(bad, fmt.Sprintf("%s (%s): %s\n    %s", v.ID, v.Impact, v.Help, strings.Join(where, "\n    ")))
	}
	require.Empty(p.T, bad, "%s: axe-core found serious or critical violations", p.Name)
}
