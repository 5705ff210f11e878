package dev.singletable.samples.collections;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** The head of a folder's partition, {@code FOLDER#f / #FOLDER}: it sorts before the folder's files. */
@Entity(service = "drive", name = "folder")
@Pk(template = "FOLDER#${folderId}", collection = "folder")
@Sk(template = "#FOLDER")
public record Folder(String folderId, String name) {}
