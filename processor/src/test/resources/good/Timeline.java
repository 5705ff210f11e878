package com.example.timeline;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

/** Creation and update times in keys: in the primary sort key, and in secondary indexes' keys. */
final class Timeline {
  private Timeline() {}

  @Entity(service = "timeline", name = "post")
  @Pk(template = "FEED#${feed}")
  @Sk(template = "POST#${postedAt}")
  record Post(String feed, @CreatedAt Instant postedAt, String body) {}

  @Entity(service = "timeline", name = "ticket")
  @Pk(template = "TICKET#${ticketId}")
  @Sk(template = "#TICKET")
  @Gsi(index = "gsi1", name = "byStatus", pk = "STATUS#${status}", sk = "createdat_${createdAt}")
  @Gsi(index = "gsi2", name = "inbox", pk = "USER#${assignee}", sk = "updatedat_${updatedAt}")
  record Ticket(String ticketId, String status, String assignee, @CreatedAt Instant createdAt,
      @UpdatedAt Instant updatedAt) {}
}
