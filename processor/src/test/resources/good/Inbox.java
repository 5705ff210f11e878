package com.example.inbox;

import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Upcast;

/** A reply in its addressee's inbox: unread replies keep "#" in replyViewed and in the index key. */
@Entity(service = "inbox", version = 2, previous = InboxV1.class)
@Pk(template = "THREAD#${thread}")
@Sk(template = "REPLY#${replyId}#LABEL#${label}")
@Gsi(index = "gsi1", name = "inbox", pk = "USER#${replyTo}", sk = "VIEWED#${replyViewed}#REPLY#${replyId}")
@Gsi(index = "gsi2", name = "labels", pk = "LABEL#${label}", projection = IndexProjection.INCLUDE,
    include = {"replyViewed"})
public record Inbox(String thread, String replyId, @AbsentAs("-") String label, String replyTo,
    @AbsentAs("#") String replyViewed, String body) {
  @Upcast
  static Inbox from(InboxV1 v1) {
    return new Inbox(v1.thread(), v1.replyId(), v1.label(), v1.replyTo(), v1.replyViewed(), null);
  }
}
