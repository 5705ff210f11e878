package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Shard;
import dev.singletable.annotation.Sk;

/** An event of a board, written to one of three shards: read back by a sharded query. */
@Entity(service = "boards", name = "event")
@Pk(template = "EVENTS#${boardId}#${shard}")
@Sk(template = "AT#${at}")
public record BoardEvent(String boardId, @Shard(3) int shard, String at) {}
