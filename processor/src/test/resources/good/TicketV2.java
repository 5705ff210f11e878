package com.example.tickets;

import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Upcast;
import java.util.List;

/** Version 2: the priority is padded in the sort key, the title renamed subject, a note added. */
@EarlierVersion(version = 2, previous = TicketV1.class)
@Pk(template = "TICKET#${id}")
@Sk(template = "PRIO#${priority}")
public record TicketV2(String id, @Padded(3) int priority, String subject, List<String> tags, Note note) {
  public record Note(String author, String text) {}

  @Upcast
  static TicketV2 from(TicketV1 v1) {
    return new TicketV2(v1.id(), v1.priority(), v1.title(), v1.tags(), null);
  }
}
