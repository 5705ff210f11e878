package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Provisioned;
import dev.singletable.annotation.Sk;

public final class CapacityMismatch {
  private CapacityMismatch() {}

  @Entity(service = "metered")
  @Pk(template = "A#${id}")
  @Sk(template = "#A")
  @Provisioned(read = 5, write = 5)
  public record First(String id) {}

  @Entity(service = "metered")
  @Pk(template = "B#${id}")
  @Sk(template = "#B")
  @Provisioned(read = 5, write = 2)
  public record Second(String id) {}
}
