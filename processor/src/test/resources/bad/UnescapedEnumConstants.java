package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

// Without escapes DRAFT_VERSION_V1 would be part DRAFT_VERSION, version 1, or part DRAFT with "ERSION_V1".
@Entity(service = "docs", name = "revision", unescapedKeys = true)
@Pk(template = "DOC#${docId}")
@Sk(template = "${part}_V${version}")
public record UnescapedEnumConstants(String docId, UnescapedEnumConstants.Part part, String version) {
  public enum Part { DRAFT, DRAFT_VERSION }
}
