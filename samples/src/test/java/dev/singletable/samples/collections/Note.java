package dev.singletable.samples.collections;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A note of a folder, {@code FOLDER#f / NOTE#000001}: it sorts after the files and the memos. */
@Entity(service = "drive", name = "note")
@Pk(template = "FOLDER#${folderId}", collection = "folder")
@Sk(template = "NOTE#${noteId}")
public record Note(String folderId, @Padded(6) int noteId, String text) {}
