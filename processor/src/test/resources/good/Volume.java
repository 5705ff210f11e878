package com.example.catalog;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A volume in two collections, by author and by title, with the same members. */
@Entity(service = "catalog")
@Pk(template = "VOLUME#${isbn}")
@Sk(template = "#VOLUME")
@Gsi(index = "gsi1", pk = "AUTHOR#${author}", sk = "VOLUME#${isbn}", collection = "works")
@Gsi(index = "gsi2", pk = "TITLE#${title}", sk = "VOLUME#${isbn}", collection = "titles")
public record Volume(String isbn, String title, String author, int pages) {}
