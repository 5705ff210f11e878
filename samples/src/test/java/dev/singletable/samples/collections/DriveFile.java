package dev.singletable.samples.collections;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A file of a folder, {@code FOLDER#f / FILE#000001}, with content of any size. */
@Entity(service = "drive", name = "file")
@Pk(template = "FOLDER#${folderId}", collection = "folder")
@Sk(template = "FILE#${fileId}")
public record DriveFile(String folderId, @Padded(6) int fileId, String content) {}
