package graph

import (
	"testing"

	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

func TestRequestErrorCodesAreProtocolErrors(t *testing.T) {
	t.Parallel()
	for _, code := range requestErrorCodes {
		t.Run(code, func(t *testing.T) {
			t.Parallel()
			list := gqlerror.List{{Message: "refused", Extensions: map[string]any{"code": code}}}
			require.Equal(t, errcode.KindProtocol, errcode.GetErrorKind(list))
		})
	}
	t.Run("an error of execution is not", func(t *testing.T) {
		t.Parallel()
		list := gqlerror.List{{Message: "no", Extensions: map[string]any{"code": "not_found"}}}
		require.Equal(t, errcode.KindUser, errcode.GetErrorKind(list))
	})
}
