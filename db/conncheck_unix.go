//go:build unix

package db

import (
	"net"
	"syscall"
)

// quiet reports whether nothing (no byte, no end of stream) is waiting to
// be read on c, peeking without blocking and without consuming.
func quiet(c net.Conn) bool {
	sc, ok := c.(syscall.Conn)
	if !ok {
		return true
	}
	raw, err := sc.SyscallConn()
	if err != nil {
		return false
	}
	ok = true
	err = raw.Read(func(fd uintptr) bool {
		var b [1]byte
		_, _, err := syscall.Recvfrom(int(fd), b[:], syscall.MSG_PEEK|syscall.MSG_DONTWAIT)
		// Only "would block" means quiet; no error is a byte or the end
		// of the stream, and any other error a broken socket.
		ok = err == syscall.EAGAIN || err == syscall.EWOULDBLOCK
		return true
	})
	return ok && err == nil
}
