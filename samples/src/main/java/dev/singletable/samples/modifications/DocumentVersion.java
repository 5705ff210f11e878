package dev.singletable.samples.modifications;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * One row of seed 001's version history, all under the document's partition key. {@code V0} is the
 * pointer: {@code CurVer} names the current version and {@code content} holds a copy of it, so the
 * current document is one read. {@code V1..Vn} are the versions, stamped with {@code Timestamp}
 * and {@code Author}; a version above {@code CurVer} is prepared but not yet committed.
 */
@Entity(service = "modifications", name = "documentVersion")
@Pk(template = "${documentId}", field = "PK")
@Sk(template = "V${version}", field = "SK")
public record DocumentVersion(
    String documentId,
    int version,
    @Attribute(name = "CurVer") Integer currentVersion,
    @Attribute(name = "Timestamp") String timestamp,
    @Attribute(name = "Author") String author,
    String content) {
  /** The sort-key version of the pointer row. */
  public static final int POINTER = 0;
}
