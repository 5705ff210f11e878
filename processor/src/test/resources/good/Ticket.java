package com.example.tickets;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Upcast;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Version 3: tags became a set, and the status is stored as "state", defaulting to OPEN. */
@Entity(service = "tickets", name = "ticket", version = 3, previous = TicketV2.class)
@Pk(template = "TICKET#${id}")
@Sk(template = "PRIO#${priority}")
public record Ticket(String id, @Padded(3) int priority, String subject, @Attribute(name = "state") String status,
    Set<String> tags, TicketV2.Note note) {
  @Upcast
  static Ticket from(TicketV2 v2) {
    if ("boom".equals(v2.subject())) {
      throw new IllegalArgumentException("cannot upcast a boom");
    }
    return new Ticket(v2.id(), v2.priority(), v2.subject(), "OPEN",
        v2.tags() == null ? null : new LinkedHashSet<>(v2.tags()), v2.note());
  }
}
