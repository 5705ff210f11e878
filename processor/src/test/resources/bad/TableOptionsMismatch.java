package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.TableOptions;

public final class TableOptionsMismatch {
  private TableOptionsMismatch() {}

  @Entity(service = "optioned")
  @Pk(template = "A#${id}")
  @Sk(template = "#A")
  @TableOptions(deletionProtection = true, pointInTimeRecovery = true)
  public record First(String id) {}

  @Entity(service = "optioned")
  @Pk(template = "B#${id}")
  @Sk(template = "#B")
  @TableOptions(deletionProtection = true)
  public record Second(String id) {}
}
