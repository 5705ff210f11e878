package dev.singletable.benchmarks.ids;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.IdKind;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/** An event of a stream whose id, a ULID the library generates, orders the stream's sort key. */
@Entity(service = "benchids", name = "loggedEvent")
@Pk(template = "STREAM#${streamId}")
@Sk(template = "EVENT#${eventId}")
public record LoggedEvent(
    String streamId, @GeneratedId(IdKind.ULID) String eventId, String type, String body, Instant occurredAt) {}
