// Package platform holds nothing itself: its subpackages are what identity,
// money and people stand on. Who is calling (caller) and the credentials
// that say so (auth); organizations, the tenants (orgs); the event log
// (events) and its deliveries (webhooks); background work (jobs), request
// replays (idempotency) and write batching (batch); the audit log (audit);
// outgoing mail (mail); secrets, envelope encryption (keyring) and stored
// files (blob); rate limits (ratelimit); HTTP plumbing (httpio, logging);
// configuration (config); the README served at /docs (docs); and small
// helpers: errors with stable keys (errs), ids, pointers (ptr), pages of
// lists (paging), the clock, times on the wire (wiretime), in-process
// memoisation (memo), QR codes (qrsvg) and image scrubbing (scrub).
package platform
