package dev.singletable.samples.adopted;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** One collection whose members name their type in different attributes, or not at all. */
final class MixedIdentities {
  private MixedIdentities() {}

  /** An account of the old tool: {@code KIND = ACCOUNT}. */
  @Entity(service = "mixed", name = "account", typeAttribute = "KIND", typeValue = "ACCOUNT", versionAttribute = "")
  @Pk(template = "ACCOUNT#${id}", field = "PK", collection = "account")
  @Sk(template = "ACCOUNT", field = "SK")
  record Account(String id, String owner) {}

  /** A payment written by this library: {@code __entity}, {@code __version}. */
  @Entity(service = "mixed", name = "payment")
  @Pk(template = "ACCOUNT#${accountId}", field = "PK", collection = "account")
  @Sk(template = "PAYMENT#${paymentId}", field = "SK")
  record Payment(String accountId, String paymentId, long cents) {}

  /** A statement of a third tool, owned by its keys alone. */
  @Entity(service = "mixed", name = "statement", typeAttribute = "", versionAttribute = "")
  @Pk(template = "ACCOUNT#${accountId}", field = "PK", collection = "account")
  @Sk(template = "STATEMENT#${month}", field = "SK")
  record Statement(String accountId, String month, String text) {}
}
