-- An event stores what the recording service recorded (its snapshot, the
-- JSON of the service's own type); the payload, in the wire format of the
-- event's surface, is rendered from it when the event is read or
-- delivered. Events recorded before this keep their rendered payload and no
-- snapshot; new ones store an empty payload.
ALTER TABLE events ADD COLUMN snapshot TEXT;
