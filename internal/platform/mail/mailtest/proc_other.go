//go:build !linux

package mailtest

import "syscall"

func procAttr() *syscall.SysProcAttr { return nil }
