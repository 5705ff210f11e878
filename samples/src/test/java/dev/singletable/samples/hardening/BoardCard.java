package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A card of a board, {@code BOARD#b / CARD#c}: of collection {@code deck} on the table and of
 * {@code ownedDeck} on {@code gsi1}, each sharing its index partition with another collection.
 */
@Entity(service = "boards", name = "card")
@Pk(template = "BOARD#${boardId}", collection = "deck")
@Sk(template = "CARD#${cardId}")
@Gsi(index = "gsi1", name = "byOwner", pk = "OWNER#${owner}", sk = "CARD#${cardId}", collection = "ownedDeck")
public record BoardCard(String boardId, String cardId, String owner) {}
