package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

public final class ProjectionMismatch {
  private ProjectionMismatch() {}

  @Entity(service = "mixed")
  @Pk(template = "STORY#${id}")
  @Sk(template = "#STORY")
  @Gsi(index = "gsi1", pk = "DESK#${desk}", sk = "STORY#${id}",
      projection = IndexProjection.KEYS_ONLY)
  public record Story(String id, String desk) {}

  @Entity(service = "mixed")
  @Pk(template = "STORY#${id}")
  @Sk(template = "#NOTE")
  @Gsi(index = "gsi1", pk = "DESK#${desk}", sk = "NOTE#${id}")
  public record DeskNote(String id, String desk) {}
}
