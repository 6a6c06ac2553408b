CREATE FUNCTION meridian_notify_event() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('meridian_events', NEW.id);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

--bun:split

CREATE TRIGGER events_notify AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION meridian_notify_event();
