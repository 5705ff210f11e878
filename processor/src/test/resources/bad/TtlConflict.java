package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Ttl;
import java.time.Instant;

final class TtlConflict {
  private TtlConflict() {}

  @Entity(service = "auth", name = "session")
  @Pk(template = "SESSION#${id}")
  @Sk(template = "#SESSION")
  record Session(String id, @Ttl Instant expiresAt) {}

  @Entity(service = "auth", name = "token")
  @Pk(template = "TOKEN#${id}")
  @Sk(template = "#TOKEN")
  record Token(String id, @Ttl Instant validUntil) {}
}
