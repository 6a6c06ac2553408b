package fx

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
)

// MaxBatch caps how many exchanges of one organization run together.
const MaxBatch = 64

// executeMany executes the quotes of exchanges that queued behind one in
// flight, all of one organization and mode, in one transaction: their
// quotes used by one statement, their accounts locked once, each posted in
// turn (ledger.PostEach: one that would overdraw fails alone and its
// quote stays unused), then their rows and events written together. A
// request whose quote is missing, used or expired fails alone. If the
// transaction fails, every request fails with it and nothing is stored.
func (s *Service) executeMany(ctx context.Context, in []execution) ([]*Exchange, []error) {
	p := in[0].p
	outs, errors := make([]*Exchange, len(in)), make([]error, len(in))
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		clear(outs)
		clear(errors)
		now := s.cfg.Now().UTC()
		refs := make([]string, len(in))
		for i, e := range in {
			refs[i] = e.reference
		}
		quotes, err := useQuotes(ctx, tx, p, now, refs...)
		if err != nil {
			return err
		}
		byRef := make(map[string]*Quote, len(quotes))
		for i := range quotes {
			byRef[quotes[i].Reference] = &quotes[i]
		}
		var moves []*ledger.Move
		var whose []int    // the request of each move
		used := []*Quote{} // the quote of each move
		for i, e := range in {
			q := byRef[e.reference]
			if q == nil { // a second request of the same quote finds it used
				errors[i] = unusable(ctx, tx, p, e.reference)
				continue
			}
			delete(byRef, e.reference)
			accts, err := s.accounts(ctx, tx, p, q, ledger.Wallet(q.SourceCurrency))
			if err != nil {
				return err
			}
			moves = append(moves, &ledger.Move{Kind: "fx_exchange", Reference: q.Reference,
				Description: q.SourceCurrency + " to " + q.TargetCurrency, Postings: postings(accts, q)})
			whose, used = append(whose, i), append(used, q)
		}
		if err := s.ledger.PostEach(ctx, tx, p, moves); err != nil {
			return err
		}
		var exs []*Exchange
		var pending []events.Pending
		var unused []string
		for k, m := range moves {
			i, q := whose[k], used[k]
			if m.Err != nil {
				errors[i] = m.Err
				unused = append(unused, q.Reference)
				continue
			}
			outs[i] = exchangeOf(p, q, m.Transaction.ID, now)
			exs = append(exs, outs[i])
			pending = append(pending, events.Pending{Type: "fx.exchange.completed", ObjectID: outs[i].ID, Snapshot: outs[i]})
		}
		b := s.db.Batch(tx)
		if len(unused) > 0 { // the exchanges that would overdraw give their quotes back
			b.Add(tx.NewUpdate().Model((*Quote)(nil)).Set("used_at = NULL").
				Where("reference IN (?) AND organization_id = ? AND mode = ?", bun.In(unused), p.OrganizationID, p.Mode))
		}
		if len(exs) > 0 {
			b.Add(db.InsertOf(tx, &exs))
		}
		if err := b.Defer(ctx); err != nil {
			return errs.Wrap(err, "record exchanges")
		}
		if len(pending) == 0 {
			return nil
		}
		_, err = s.cfg.Events.RecordAll(ctx, tx, p, pending...)
		return err
	})
	if err != nil {
		for i := range in {
			outs[i], errors[i] = nil, err
		}
	}
	return outs, errors
}
