package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A label of a board, {@code BOARD#b / LABEL#l}: of collection {@code tags}, in the partitions of
 * collection {@code deck} (and of {@code ownedTags} in those of {@code ownedDeck}).
 */
@Entity(service = "boards", name = "label")
@Pk(template = "BOARD#${boardId}", collection = "tags")
@Sk(template = "LABEL#${labelId}")
@Gsi(index = "gsi1", name = "byOwner", pk = "OWNER#${owner}", sk = "LABEL#${labelId}", collection = "ownedTags")
public record BoardLabel(String boardId, String labelId, String owner) {}
