package com.example.inbox;

import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A reply in its addressee's inbox: unread replies keep "#" in replyViewed and in the index key. */
@Entity(service = "inbox")
@Pk(template = "THREAD#${thread}")
@Sk(template = "REPLY#${replyId}#LABEL#${label}")
@Gsi(index = "gsi1", name = "inbox", pk = "USER#${replyTo}", sk = "VIEWED#${replyViewed}#REPLY#${replyId}")
@Gsi(index = "gsi2", name = "labels", pk = "LABEL#${label}", projection = IndexProjection.INCLUDE,
    include = {"replyViewed"})
public record Inbox(String thread, String replyId, @AbsentAs("-") String label, String replyTo,
    @AbsentAs("#") String replyViewed, String body) {}
