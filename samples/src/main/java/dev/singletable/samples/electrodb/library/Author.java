package dev.singletable.samples.electrodb.library;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.KeyCasing;
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
@Entity(service = "library", name = "author", typeAttribute = "__edb_e__", versionAttribute = "__edb_v__",
    versionAsString = true, unescapedKeys = true)
@Pk(template = "$library#authorlastname_${authorLastName}", casing = KeyCasing.LOWER)
@Sk(template = "$author_1#authorfirstname_${authorFirstName}#birthday_${birthday}", casing = KeyCasing.LOWER)
@Gsi(index = "gsi2pk-gsi2sk-index", name = "info",
    pk = "$library#authorlastname_${authorLastName}#authorfirstname_${authorFirstName}", pkField = "gsi2pk",
    pkCasing = KeyCasing.LOWER, sk = "$works#author_1", skField = "gsi2sk", collection = "works")
public record Author(String authorFirstName, String authorLastName, String birthday, String bio,
    Set<String> genres) {}
