package dev.singletable.samples.documents;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * One versioned part of a large document (seed 001's attribute versioning): {@code DOCUMENT#KBH} /
 * {@code MAIN_CONTENT_V2}. The part is an enum whose names render as they are, since no name
 * followed by {@code _V} starts another; the version is a plain number, so queries fix it rather
 * than range over it.
 */
@Entity(service = "documents", name = "documentPart")
@Pk(template = "DOCUMENT#${documentId}", field = "PK")
@Sk(template = "${part}_V${version}", field = "SK")
public record DocumentPart(String documentId, Part part, int version, String content, String timestamp,
                           String author) {
  /** The parts a document is split into. */
  public enum Part { INTRO, MAIN_CONTENT, SUMMARY }
}
