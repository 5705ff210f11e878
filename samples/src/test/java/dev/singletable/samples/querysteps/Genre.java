package dev.singletable.samples.querysteps;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A genre of a book: under the book's partition as {@code genres}, and in the book's two collections. */
@Entity(service = "library", name = "genre")
@Pk(template = "BOOK#${isbn}", name = "genres")
@Sk(template = "GENRE#${genre}")
@Gsi(index = "gsi1", name = "genresByAuthor", pk = "AUTHOR#${author}", sk = "GENRE#${genre}#${isbn}",
    collection = "works")
@Gsi(index = "gsi2", name = "genresByTitle", pk = "TITLE#${title}", sk = "GENRE#${genre}#${isbn}",
    collection = "titles")
public record Genre(String isbn, String genre, String author, String title) {}
