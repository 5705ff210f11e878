package com.example.inbox;

import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** Version 1, without a body: its unread replies stored "#" too. */
@EarlierVersion(version = 1)
@Pk(template = "THREAD#${thread}")
@Sk(template = "REPLY#${replyId}#LABEL#${label}")
public record InboxV1(String thread, String replyId, @AbsentAs("-") String label, String replyTo,
    @AbsentAs("#") String replyViewed) {}
