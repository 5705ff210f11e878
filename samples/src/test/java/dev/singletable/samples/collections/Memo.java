package dev.singletable.samples.collections;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * An entity of the folder's partition that is no member of the collection, {@code FOLDER#f /
 * MEMO#000001}: its items sort between the files and the notes, and a collection read skips them.
 */
@Entity(service = "drive", name = "memo")
@Pk(template = "FOLDER#${folderId}")
@Sk(template = "MEMO#${memoId}")
public record Memo(String folderId, @Padded(6) int memoId) {}
