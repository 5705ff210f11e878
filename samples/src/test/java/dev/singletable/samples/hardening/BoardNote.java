package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A note of a board, {@code BOARD#b / NOTE#n}: the second member of collection {@code deck}. */
@Entity(service = "boards", name = "note")
@Pk(template = "BOARD#${boardId}", collection = "deck")
@Sk(template = "NOTE#${noteId}")
public record BoardNote(String boardId, String noteId) {}
