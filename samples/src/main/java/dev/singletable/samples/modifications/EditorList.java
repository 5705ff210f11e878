package dev.singletable.samples.modifications;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.List;

/** The users allowed to edit documents, on an item of its own: {@code EDITORS} / {@code EDITORS}. */
@Entity(service = "modifications", name = "editorList")
@Pk(template = "EDITORS", field = "PK")
@Sk(template = "EDITORS", field = "SK")
public record EditorList(@Attribute(name = "TYPE") String type, List<String> editors) {
  /** The seed's {@code TYPE} of the editors item. */
  public static final String TYPE = "EDITORS";

  /** The editors item listing {@code editors}. */
  public static EditorList of(List<String> editors) {
    return new EditorList(TYPE, editors);
  }
}
