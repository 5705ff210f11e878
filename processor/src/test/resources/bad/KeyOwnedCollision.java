package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class KeyOwnedCollision {
  private KeyOwnedCollision() {}

  // Neither carries a type: each owns what its keys decode, and BOOK#x / v1 is both.
  @Entity(service = "library", name = "book", typeAttribute = "", versionAttribute = "")
  @Pk(template = "BOOK#${isbn}", field = "PK")
  @Sk(template = "${edition}", field = "SK")
  record Book(String isbn, String edition) {}

  @Entity(service = "library", name = "review", typeAttribute = "", versionAttribute = "")
  @Pk(template = "BOOK#${isbn}", field = "PK")
  @Sk(template = "${reviewId}", field = "SK")
  record Review(String isbn, String reviewId) {}
}
