package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Shard;
import dev.singletable.annotation.Sk;

/** {@link BoardEvent} after a change of model: five shards instead of three. */
@Entity(service = "boardsv2", name = "event")
@Pk(template = "EVENTS#${boardId}#${shard}")
@Sk(template = "AT#${at}")
public record BoardEventV2(String boardId, @Shard(5) int shard, String at) {}
