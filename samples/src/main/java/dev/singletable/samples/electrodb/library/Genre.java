package dev.singletable.samples.electrodb.library;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.KeyLayout;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * ElectroDB's {@code genre}: a book's genre and subgenre, in collection {@code detail} beside its
 * copies, by genre ({@code categories}) and, in collection {@code works}, by author. ElectroDB's
 * example also maps index {@code gsi3pk-gsi3sk-index} to sort key {@code gsi13sk}, where the table's
 * index reads {@code gsi3sk}: the index never holds a genre, and here that index does not compile
 * ({@code SingleTableIndexMismatch}), so it is left out.
 *
 * @param genre the genre
 * @param isbn the book's ISBN
 * @param bookId a copy of the book
 * @param bookTitle the book's title
 * @param authorFirstName the author's first name
 * @param authorLastName the author's last name
 * @param subgenre the subgenre
 */
@Entity(service = "library", name = "genre", layout = KeyLayout.ELECTRODB)
@Pk(template = "${isbn}", collection = "detail")
@Sk(template = "${genre}${subgenre}")
@Gsi(index = "gsi1pk-gsi1sk-index", name = "categories", pk = "${genre}", pkField = "gsi1pk", sk = "${subgenre}",
    skField = "gsi1sk")
@Gsi(index = "gsi2pk-gsi2sk-index", name = "author", pk = "${authorLastName}${authorFirstName}", pkField = "gsi2pk",
    sk = "${genre}${subgenre}", skField = "gsi2sk", collection = "works")
public record Genre(String genre, String isbn, String bookId, String bookTitle, String authorFirstName,
    String authorLastName, String subgenre) {}
