package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Unique;

final class UniqueGuardCollision {
  private UniqueGuardCollision() {}

  // The e-mail guard USER#<email> / USER#<email> is also the key of the user of that name.
  @Entity(service = "users", name = "user")
  @Pk(template = "USER#${username}", field = "PK")
  @Sk(template = "USER#${username}", field = "SK")
  record User(String username,
      @Unique(template = "USER#${email}") String email) {}
}
