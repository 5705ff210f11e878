package dev.singletable.samples.querysteps;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A book: the table's index named {@code book}, and in the author's and the title's collections. */
@Entity(service = "library", name = "book")
@Pk(template = "BOOK#${isbn}", name = "book")
@Sk(template = "#BOOK")
@Gsi(index = "gsi1", name = "writer", pk = "AUTHOR#${author}", sk = "BOOK#${isbn}", collection = "works")
@Gsi(index = "gsi2", name = "titled", pk = "TITLE#${title}", sk = "BOOK#${isbn}", collection = "titles")
public record Book(String isbn, String title, String author, int pages) {}
