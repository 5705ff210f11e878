package dev.singletable.samples.electrodb.library;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.KeyLayout;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.Set;

/**
 * ElectroDB's {@code author}: who wrote the library's books, by last name ({@code writer}) and, in
 * collection {@code works}, by full name ({@code info}). ElectroDB lower-cases its keys: {@code King,
 * Stephen} is stored under {@code $library#authorlastname_king}.
 *
 * @param authorFirstName the first name, as written
 * @param authorLastName the last name, as written
 * @param birthday the birthday, as ElectroDB's string holds it
 * @param bio a short biography
 * @param genres the genres the author writes in
 */
@Entity(service = "library", name = "author", layout = KeyLayout.ELECTRODB)
@Pk(template = "${authorLastName}")
@Sk(template = "${authorFirstName}${birthday}")
@Gsi(index = "gsi2pk-gsi2sk-index", name = "info", pk = "${authorLastName}${authorFirstName}", pkField = "gsi2pk",
    skField = "gsi2sk", collection = "works")
public record Author(String authorFirstName, String authorLastName, String birthday, String bio,
    Set<String> genres) {}
