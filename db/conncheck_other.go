//go:build !unix

package db

import "net"

// quiet cannot peek at a socket here: every idle connection is trusted.
func quiet(net.Conn) bool { return true }
