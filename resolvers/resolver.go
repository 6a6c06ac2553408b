// Package resolvers implements the GraphQL schema. Resolvers are thin: they
// read the caller from the context, call one service method and map its
// result to the generated models.
package resolvers

import (
	"github.com/meridianhq/meridian/internal/app/overview"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/people/prefs"
	"github.com/meridianhq/meridian/internal/people/views"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/idempotency"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

// Resolver is the root resolver; its fields are the only dependency injection.
type Resolver struct {
	AuthSvc        *auth.Service
	OrgSvc         *orgs.Service
	CustomerSvc    *customers.Service
	WalletSvc      *wallets.Service
	FXSvc          *fx.Service
	CryptoSvc      *crypto.Service
	USDSvc         *usd.Service
	IdempotencySvc *idempotency.Store
	KYCSvc         *kyc.Service
	ReviewSvc      *review.Service
	WebhookSvc     *webhooks.Service
	Audit          *audit.Log
	EventLog       *events.Log
	Broker         *events.Broker
	PeopleSvc      *people.Service
	OverviewSvc    *overview.Service
	PrefsSvc       *prefs.Service
	ViewSvc        *views.Service
}
