package dev.singletable.samples.electrodb.library;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.KeyLayout;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * ElectroDB's {@code book}: one physical copy, denormalized with its book's details. Copies of an
 * ISBN are in collection {@code detail}; a member's loans ({@code loans}, collection {@code account})
 * by the date they end; an author's copies ({@code author}, collection {@code works}) by the same
 * date, {@code AVAILABLE} for a copy on the shelf; editions of a title by release date. ElectroDB
 * writes an index's keys even when some of their parts are missing ({@code partialKeys}): a copy on
 * the shelf has no {@code memberId} and is stored in {@code gsi1} under {@code $library#memberid_}.
 * Editions are in collection {@code titles}, as in ElectroDB's model, which leads their sort keys
 * ({@code $titles#book_1#releasedate_...}).
 *
 * @param bookId the copy
 * @param bookTitle the title
 * @param description what it is about
 * @param publisher who published it
 * @param releaseDate when it was released, as ElectroDB's string holds it
 * @param authorFirstName the author's first name
 * @param authorLastName the author's last name
 * @param isbn the book's ISBN
 * @param loanStartDate when the loan started; null when on the shelf
 * @param loanEndDate when the loan ends, or {@link #AVAILABLE}
 * @param memberId who has it on loan; null when on the shelf
 */
@Entity(service = "library", name = "book", layout = KeyLayout.ELECTRODB)
@Pk(template = "${isbn}", collection = "detail")
@Sk(template = "${bookId}")
@Gsi(index = "gsi1pk-gsi1sk-index", name = "loans", pk = "${memberId}", pkField = "gsi1pk", sk = "${loanEndDate}",
    skField = "gsi1sk", collection = "account", partialKeys = true)
@Gsi(index = "gsi2pk-gsi2sk-index", name = "author", pk = "${authorLastName}${authorFirstName}", pkField = "gsi2pk",
    sk = "${loanEndDate}", skField = "gsi2sk", collection = "works", partialKeys = true)
@Gsi(index = "gsi3pk-gsi3sk-index", name = "editions", pk = "${bookTitle}", pkField = "gsi3pk",
    sk = "${releaseDate}", skField = "gsi3sk", collection = "titles", partialKeys = true)
public record Book(String bookId, String bookTitle, String description, String publisher, String releaseDate,
    String authorFirstName, String authorLastName, String isbn, String loanStartDate, String loanEndDate,
    String memberId) {
  /** The {@code loanEndDate} of a copy on the shelf, ElectroDB's {@code BOOK_IS_AVAILABLE}. */
  public static final String AVAILABLE = "AVAILABLE";
}
