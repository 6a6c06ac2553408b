package mailtest

import "syscall"

// procAttr kills Mailpit with the test process, should it die first.
func procAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} }
