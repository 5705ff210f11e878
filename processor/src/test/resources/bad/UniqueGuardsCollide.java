package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Unique;

final class UniqueGuardsCollide {
  private UniqueGuardsCollide() {}

  // A user name and an e-mail address could be the same text, and then claim one guard.
  @Entity(service = "users", name = "user")
  @Pk(template = "USER#${id}", field = "PK")
  @Sk(template = "USER#${id}", field = "SK")
  record User(String id,
      @Unique(template = "UNIQUE#${username}") String username,
      @Unique(template = "UNIQUE#${email}") String email) {}
}
