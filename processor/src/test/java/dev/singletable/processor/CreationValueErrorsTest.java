package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/**
 * {@code @GeneratedId} and {@code @Default} misuses the processor refuses, each reported at the
 * annotation (or its value) at fault.
 */
class CreationValueErrorsTest {

  @Test
  void aGeneratedIdOnAPrimitiveNumberIsRefused() {
    Compilation compilation = Sources.assertErrorAt("GeneratedIdType",
        "[SingleTableGeneratedIdType] @GeneratedId(UUID_V7) on component sequence of type long; a UUID is stored as"
            + " its text, so the component must be a UUID or a String, without @Converter",
        "@GeneratedId(IdKind.UUID_V7) long sequence");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aUlidOnAUuidComponentIsRefused() {
    Sources.assertErrorAt("GeneratedUlidOfUuid",
        "[SingleTableGeneratedIdType] @GeneratedId(ULID) on component orderId of type java.util.UUID; a ULID is text,"
            + " so the component must be a String",
        "@GeneratedId UUID orderId");
  }

  @Test
  void aDefaultThatIsNoNumberIsRefusedAtItsValue() {
    Sources.assertErrorAt("DefaultUnparsable",
        "[SingleTableDefaultUnparsable] @Default(\"ten\") on component quantity does not read as java.lang.Integer:"
            + " NumberFormatException",
        "@Default(\"ten\") Integer quantity");
  }

  @Test
  void aDefaultThatNamesNoEnumConstantIsRefused() {
    Sources.assertErrorAt("DefaultEnumConstant",
        "[SingleTableDefaultUnparsable] @Default(\"open\") on component status does not read as"
            + " bad.DefaultEnumConstant.Status: the constants are OPEN, CLOSED",
        "@Default(\"open\") Status status");
  }

  @Test
  void aDefaultOfAPrimitiveIsRefused() {
    Sources.assertErrorAt("DefaultOnPrimitive",
        "[SingleTableDefaultType] @Default on component quantity of type int; a primitive component is never absent",
        "@Default(\"1\") int quantity");
  }

  @Test
  void aDefaultOfAListIsRefused() {
    Sources.assertErrorAt("DefaultOfList",
        "[SingleTableDefaultType] @Default on component tags of type java.util.List<java.lang.String>; defaults are"
            + " for strings, numbers",
        "@Default(\"a\") List<String> tags");
  }

  @Test
  void aGeneratedIdWithADefaultIsRefused() {
    Sources.assertErrorAt("GeneratedIdWithDefault",
        "[SingleTableConflictingCreationValue] @Default on component orderId, which has @GeneratedId",
        "@GeneratedId @Default(\"X\") String orderId");
  }

  @Test
  void aDefaultOfACreationTimeIsRefused() {
    Sources.assertErrorAt("DefaultOnCreatedAt",
        "[SingleTableConflictingCreationValue] @Default on component createdAt, which has @CreatedAt; the library"
            + " sets that component itself",
        "@Default(\"2024-01-01T00:00:00Z\") Instant createdAt");
  }
}
