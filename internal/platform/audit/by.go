package audit

import (
	"cmp"

	"github.com/meridianhq/meridian/internal/platform/caller"
)

// By is the actor a caller is in the log: a person's user id and email,
// or its key's id and name (the id when the key has no name).
func By(p caller.Principal) Actor {
	if p.Kind == caller.User {
		return Actor{UserID: p.UserID, Name: p.UserEmail}
	}
	return Actor{KeyID: p.KeyID, Name: cmp.Or(p.KeyName, p.KeyID, "client_token:"+p.SessionID)}
}
