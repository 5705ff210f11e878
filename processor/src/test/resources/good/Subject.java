package com.example.catalog;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A subject of a volume, in the volume's two collections. */
@Entity(service = "catalog")
@Pk(template = "VOLUME#${isbn}")
@Sk(template = "SUBJECT#${subject}")
@Gsi(index = "gsi1", pk = "AUTHOR#${author}", sk = "SUBJECT#${subject}#${isbn}", collection = "works")
@Gsi(index = "gsi2", pk = "TITLE#${title}", sk = "SUBJECT#${subject}#${isbn}", collection = "titles")
public record Subject(String isbn, String subject, String author, String title) {}
