package keyring_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/keyring"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

var (
	oldKey = []byte(strings.Repeat("o", 32))
	newKey = []byte(strings.Repeat("n", 32))
)

func TestSealOpenAcrossProcesses(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		a, err := keyring.New(d, oldKey)
		require.NoError(t, err)
		sealed, err := a.Seal(ctx, d, []byte("Ada Lovelace, 1815-12-10"))
		require.NoError(t, err)
		require.True(t, keyring.IsSealed(sealed))
		require.NotContains(t, sealed, "Lovelace")

		// Another process (an empty cache) reads the data key from the database.
		b, err := keyring.New(d, oldKey)
		require.NoError(t, err)
		plain, err := b.Open(ctx, d, sealed)
		require.NoError(t, err)
		require.Equal(t, "Ada Lovelace, 1815-12-10", string(plain))

		// Another master key opens nothing; tampering is refused.
		c, err := keyring.New(d, newKey)
		require.NoError(t, err)
		_, err = c.Open(ctx, d, sealed)
		require.ErrorContains(t, err, "which this server does not have")
		id, _ := keyring.KeyOf(sealed)
		_, err = b.Open(ctx, d, strings.Replace(sealed, id, "dk_nope", 1))
		require.Error(t, err)
		_, err = b.Open(ctx, d, sealed[:len(sealed)-3]+"AAA")
		require.Error(t, err)

		// A data key created in a transaction that rolls back is gone with it.
		var rolled string
		require.Error(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			dk, err := a.Create(ctx, tx)
			require.NoError(t, err)
			rolled = dk.ID
			return context.Canceled
		}))
		n, err := d.NewSelect().Model((*keyring.DataKeyRow)(nil)).Where("id = ?", rolled).Count(ctx)
		require.NoError(t, err)
		require.Zero(t, n)

		// Forgetting the data key makes the value unreadable (crypto-shredding).
		require.NoError(t, b.Forget(ctx, d, id))
		fresh, _ := keyring.New(d, oldKey)
		_, err = fresh.Open(ctx, d, sealed)
		require.Error(t, err)
	})
}

// Rotating the master key re-wraps every data key without touching a
// payload: values sealed before open after, under the new key alone.
func TestRotateMaster(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		old, err := keyring.New(d, oldKey)
		require.NoError(t, err)
		var sealed []string
		var derived [][]byte
		for i := range 1203 { // more than two batches
			dk, err := old.Create(ctx, d)
			require.NoError(t, err)
			sealed = append(sealed, dk.Seal([]byte{byte(i), byte(i >> 8)}))
			if i < 3 {
				derived = append(derived, dk.Derive("an image"))
			}
		}
		var before [][]byte
		require.NoError(t, d.NewSelect().Model((*keyring.DataKeyRow)(nil)).Column("wrapped").Order("id").Scan(ctx, &before))

		rotating, err := keyring.New(d, newKey, oldKey)
		require.NoError(t, err)
		plain, err := rotating.Open(ctx, d, sealed[7])
		require.NoError(t, err, "during the rotation both keys open")
		require.Equal(t, []byte{7, 0}, plain)
		n, err := rotating.RotateMaster(ctx)
		require.NoError(t, err)
		require.Equal(t, 1203, n)
		counts, err := rotating.Count(ctx)
		require.NoError(t, err)
		require.Equal(t, map[string]int{rotating.MasterKeyID(): 1203}, counts)
		n, err = rotating.RotateMaster(ctx)
		require.NoError(t, err)
		require.Zero(t, n, "nothing left to re-wrap")

		var after [][]byte
		require.NoError(t, d.NewSelect().Model((*keyring.DataKeyRow)(nil)).Column("wrapped").Order("id").Scan(ctx, &after))
		for i := range before {
			require.False(t, bytes.Equal(before[i], after[i]), "re-wrapped")
		}
		fresh, err := keyring.New(d, newKey)
		require.NoError(t, err)
		for i, s := range sealed {
			plain, err := fresh.Open(ctx, d, s)
			require.NoError(t, err)
			require.Equal(t, []byte{byte(i), byte(i >> 8)}, plain)
		}
		for i, s := range sealed[:3] {
			id, _ := keyring.KeyOf(s)
			dk, err := fresh.Get(ctx, d, id)
			require.NoError(t, err)
			require.Equal(t, derived[i], dk.Derive("an image"), "keys derived from a data key survive rotation")
		}
		stale, err := keyring.New(d, oldKey)
		require.NoError(t, err)
		_, err = stale.Open(ctx, d, sealed[0])
		require.Error(t, err, "the old key alone opens nothing any more")

		// A data key no key of the ring opens stops the rotation before it changes anything.
		other, _ := keyring.New(d, []byte(strings.Repeat("x", 32)))
		_, err = other.Create(ctx, d)
		require.NoError(t, err)
		_, err = rotating.RotateMaster(ctx)
		require.ErrorContains(t, err, "does not have")
	})
}
