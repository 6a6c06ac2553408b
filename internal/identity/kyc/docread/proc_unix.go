//go:build unix

package docread

import (
	"os/exec"
	"syscall"
)

// killGroup starts cmd in a process group of its own and has its context's
// end kill the whole group, so that no child it started outlives it.
func killGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}
