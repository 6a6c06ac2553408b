// Package errstest holds the tests' assertions on Meridian's errors.
package errstest

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// RequireKey fails t unless err is an error whose stable key is key.
func RequireKey(t testing.TB, err error, key string) {
	t.Helper()
	require.Error(t, err)
	require.Equal(t, key, errs.As(err).Key, err.Error())
}
