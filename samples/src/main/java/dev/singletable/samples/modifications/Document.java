package dev.singletable.samples.modifications;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.List;

/**
 * A document, {@code DOCUMENT#JKK} / {@code DOCUMENT#JKK} of type {@code DOCUMENT}. Its editors are
 * a list on the item itself (the condition on the same item) or null when the {@link EditorList} item
 * holds them (the condition across items).
 */
@Entity(service = "modifications", name = "document")
@Pk(template = "DOCUMENT#${documentId}", field = "PK")
@Sk(template = "DOCUMENT#${documentId}", field = "SK")
public record Document(String documentId, @Attribute(name = "TYPE") String type, List<String> editors, String content) {
  /** The seed's {@code TYPE} of every document. */
  public static final String TYPE = "DOCUMENT";

  /** A document of type {@code DOCUMENT}. */
  public static Document of(String documentId, List<String> editors, String content) {
    return new Document(documentId, TYPE, editors, content);
  }
}
