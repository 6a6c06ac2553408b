package loadgen

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// CPUMillis is the CPU time a process has used so far, user and system,
// in milliseconds ("self" for this one; 0 when it cannot be read).
func CPUMillis(pid string) float64 {
	b, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return 0
	}
	// The fields after the command (which may hold spaces) start after ")".
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseFloat(f[11], 64)
	s, _ := strconv.ParseFloat(f[12], 64)
	return (u + s) * 10 // USER_HZ is 100 on Linux: 10 ms a tick
}

// Memory is a memory figure of a process from /proc/PID/status (VmRSS,
// VmHWM, …) in MiB, or "-" when it cannot be read.
func Memory(pid int, field string) string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return "-"
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, field+":"); ok {
			kb, _ := strconv.Atoi(strings.Fields(rest)[0])
			return fmt.Sprintf("%d MiB", kb>>10)
		}
	}
	return "-"
}
