package good;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;
import java.time.LocalDate;

/** Components that are key attributes themselves, of every kind of key. */
public final class KeyAttributes {
  private KeyAttributes() {}

  /** A string partition key, a string sort key, index keys of a string, an enum and a date. */
  @Entity(service = "music", typeAttribute = "", versionAttribute = "")
  @Pk(template = "${albumToken}", field = "partition_key")
  @Sk(template = "${trackToken}", field = "sort_key")
  @Lsi(index = "by_title", sk = "${title}", skField = "title")
  @Gsi(index = "by_genre", pk = "${genre}", pkField = "genre", sk = "${released}", skField = "released")
  @Gsi(index = "by_artist", pkAttributes = "artist", skAttributes = "albumToken")
  public record Track(@Attribute(name = "partition_key") String albumToken,
      @Attribute(name = "sort_key") String trackToken, String title, Genre genre, LocalDate released,
      String artist) {}

  /** The genres. */
  public enum Genre { AMBIENT, JAZZ }

  /** A number partition key and a number sort key, each the component itself. */
  @Entity(service = "ledger")
  @Pk(template = "${account}", field = "account", type = KeyType.NUMBER)
  @Sk(template = "${amount}", field = "amount", type = KeyType.NUMBER)
  public record Entry(long account, BigDecimal amount, String memo) {}
}
