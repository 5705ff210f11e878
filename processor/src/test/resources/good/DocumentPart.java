package com.example.docs;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * Seed 001's attribute versioning ({@code MAIN_CONTENT_V2}): a plain version number, an enum
 * rendered exactly, and numbers that sort by value beside them.
 */
@Entity(service = "docs")
@Pk(template = "DOCUMENT#${documentId}")
@Sk(template = "${part}_V${version}")
public record DocumentPart(String documentId, Part part, int version, String author) {
  /** The parts of a document. */
  public enum Part { INTRO, MAIN_CONTENT, SUMMARY }
}
