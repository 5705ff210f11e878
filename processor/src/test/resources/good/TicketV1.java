package com.example.tickets;

import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.List;

/** Version 1 as it was stored. */
@EarlierVersion(version = 1)
@Pk(template = "TICKET#${id}")
@Sk(template = "PRIO#${priority}")
public record TicketV1(String id, int priority, String title, List<String> tags) {}
