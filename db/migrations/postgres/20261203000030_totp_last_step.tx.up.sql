-- A TOTP code works once: the time step of the last code accepted from a
-- person, which a later code must come after (sign-in, confirmation and
-- turning the factor off alike, in every process).
ALTER TABLE users ADD COLUMN totp_last_step BIGINT;
