package errs_test

import (
	"errors"
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

func TestKindsHaveTheirStatus(t *testing.T) {
	for kind, status := range map[errs.Kind]int{
		errs.Internal: 500, errs.BadRequest: 400, errs.Unauthenticated: 401, errs.Forbidden: 403, errs.NotFound: 404,
		errs.MethodNotAllowed: 405, errs.Conflict: 409, errs.TooLarge: 413, errs.UnsupportedMedia: 415, errs.Invalid: 422,
		errs.RateLimited: 429, errs.Unavailable: 503,
	} {
		require.Equal(t, status, kind.Status(), "kind %d", kind)
	}
}

// A foreign error is internal, its cause kept for logs but never shown;
// a service's error keeps its key through wrapping.
func TestAsWrapAndKeys(t *testing.T) {
	cause := errors.New("connection reset by peer: password=hunter2")
	wrapped := errs.Wrap(cause, "find customer")
	e := errs.As(wrapped)
	require.Equal(t, errs.Internal, e.Kind)
	require.Equal(t, "internal_error", e.Key)
	require.Equal(t, "Internal server error", e.Message, "the cause is not in the message")
	require.ErrorIs(t, wrapped, cause)
	require.Nil(t, errs.Wrap(nil, "nothing"))
	require.Equal(t, "", errs.KeyOf(nil))

	conflict := errs.E(errs.Conflict, "duplicate_customer", "A customer with %s exists", "this email")
	require.Equal(t, "A customer with this email exists", conflict.Message)
	require.Same(t, conflict, errs.Wrap(conflict, "create customer"), "a service's error passes Wrap as it is")
	outer := fmt.Errorf("handler: %w", conflict)
	require.Equal(t, "duplicate_customer", errs.KeyOf(outer))
	require.Equal(t, errs.Conflict, errs.KindOf(outer))
	require.True(t, errs.Is(outer, "duplicate_customer"))
	require.False(t, errs.Is(outer, "not_found"))
	require.Equal(t, http.StatusNotFound, errs.NotFoundf("No customer %s", "cus_1").Kind.Status())
}

// A registered cause names a foreign failure wherever it is met.
func TestRegisteredCauses(t *testing.T) {
	type outage struct{ error }
	errs.RegisterCause(func(err error) *errs.Error {
		var o outage
		if errors.As(err, &o) {
			return errs.E(errs.Unavailable, "test_outage", "The test dependency is down")
		}
		return nil
	})
	err := errs.Wrap(outage{errors.New("down")}, "read")
	require.Equal(t, "test_outage", errs.KeyOf(err))
	require.Equal(t, errs.Unavailable, errs.KindOf(fmt.Errorf("x: %w", outage{errors.New("down")})))
}

// Validation gathers every field's messages; its message names them in
// order, the first message of each.
func TestValidation(t *testing.T) {
	var v errs.Validation
	require.NoError(t, v.Err())
	require.True(t, v.Check(true, "name", "name is required"))
	require.False(t, v.Check(false, "email", "email must be valid"))
	v.Add("country", "country must be %s", "two letters")
	v.Add("email", "email is taken")
	require.True(t, v.Has("email"))
	require.False(t, v.Has("name"))
	e := errs.As(v.Err())
	require.Equal(t, errs.Invalid, e.Kind)
	require.Equal(t, "validation_failed", e.Key)
	require.Equal(t, "country must be two letters; email must be valid", e.Message)
	require.Equal(t, map[string][]string{"country": {"country must be two letters"}, "email": {"email must be valid", "email is taken"}}, e.Fields)
	require.Equal(t, map[string][]string{"amount": {"amount must be positive"}}, errs.As(errs.Invalidf("amount", "amount must be %s", "positive")).Fields)
}
