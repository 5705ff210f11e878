package dev.singletable.spring.app;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A note of a user, found by its tag through GSI1. */
@Entity(service = "notes", name = "note")
@Pk(template = "USER#${userId}")
@Sk(template = "NOTE#${noteId}")
@Gsi(index = "gsi1", name = "byTag", pk = "TAG#${tag}", sk = "NOTE#${noteId}")
public record Note(String userId, String noteId, String tag, String text) {}
