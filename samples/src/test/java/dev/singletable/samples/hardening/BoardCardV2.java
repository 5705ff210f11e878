package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * {@link BoardCard} after a change of model, as a later deploy reads it: the same entity name and
 * table, its sort key now {@code C#c}. A cursor saved before the change must not continue silently.
 */
@Entity(service = "boardsv2", name = "card")
@Pk(template = "BOARD#${boardId}")
@Sk(template = "C#${cardId}")
@Gsi(index = "gsi1", name = "byOwner", pk = "OWNER#${owner}", sk = "C#${cardId}")
public record BoardCardV2(String boardId, String cardId, String owner) {}
