// Command meridian is the Meridian server: identity verification and money
// movement behind one GraphQL API and REST adapters.
//
//	meridian serve                          run the server (migrates first)
//	meridian migrate                        apply database migrations and exit
//	meridian keys create --org NAME [--live] print a new secret key, once
//	meridian keys revoke --org NAME [--live] KEY_ID  revoke a key
//	meridian keys rotate-master             re-wrap every data key under MERIDIAN_ENCRYPTION_KEY
//	meridian users create --org NAME --email E [--role ROLE]  print an invitation link, once
//	meridian users reset --email E          print a password reset link, once
//	meridian version                        print the version
//
// Configuration comes from the environment only; see the README.
package main

import (
	"fmt"
	"os"

	"github.com/meridianhq/meridian/internal/app/cli"
)

func main() {
	if err := cli.Run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "meridian:", err)
		os.Exit(1)
	}
}
