package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Primary keys stored as numbers ({@code type = KeyType.NUMBER}) that the processor refuses, each
 * reported at the {@code type} of the key at fault.
 */
class NumberKeyErrorsTest {

  @Test
  void aTemplateWithLiteralTextIsRefused() {
    Sources.assertErrorAt("NumberKeyTemplate",
        "[SingleTableNumberKeyTemplate] @Sk of NumberKeyTemplate is stored as NUMBER, but its template"
            + " \"AT#${at}\" is not a single placeholder",
        "type = KeyType.NUMBER");
  }

  @Test
  void aTemplateOfTwoPlaceholdersIsRefused() {
    Sources.assertErrorAt("NumberKeyTwoPlaceholders",
        "[SingleTableNumberKeyTemplate] @Pk of NumberKeyTwoPlaceholders is stored as NUMBER, but its template"
            + " \"${sensor}#${at}\" is not a single placeholder",
        "type = KeyType.NUMBER");
  }

  @Test
  void aStringComponentIsRefused() {
    Sources.assertErrorAt("NumberKeyComponent",
        "[SingleTableNumberKeyComponent] @Pk of NumberKeyComponent is stored as NUMBER, but its component"
            + " sensor is of type java.lang.String",
        "type = KeyType.NUMBER");
  }

  @Test
  void anOrderedComponentIsRefused() {
    Sources.assertErrorAt("NumberKeyOrdered",
        "[SingleTableNumberKeyComponent] @Sk of NumberKeyOrdered is stored as NUMBER, but its component at"
            + " is of type long",
        "type = KeyType.NUMBER");
  }

  @Test
  void entitiesOfAServiceDisagreeingOnAKeyTypeAreRefused() {
    JavaFileObject source = Sources.bad("NumberKeyMismatch");
    Compilation compilation = Sources.compile(source);
    // Reported once, on the entity that meets the other: the one declared second.
    assertThat(compilation).hadErrorContaining("[SingleTableNumberKeyMismatch] Note stores key attribute \"sk\""
        + " as type S, but entity \"reading\" of service \"readings\" stores it as type N")
        .inFile(source).onLineContaining("NOTE#${id}");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aUniqueGuardWhoseItemsHaveStringKeysIsRefused() {
    Sources.assertErrorAt("NumberKeyWithUnique",
        "[SingleTableNumberKeyUnsupported] NumberKeyWithUnique stores a primary key attribute as NUMBER and"
            + " uses @Unique",
        "type = KeyType.NUMBER");
  }

  @Test
  void aBinaryKeyOfAStringIsRefused() {
    Sources.assertErrorAt("BinaryKeyComponent",
        "[SingleTableNumberKeyComponent] @Sk of BinaryKeyComponent is stored as BINARY, but its component digest"
            + " is of type java.lang.String; such a key holds a byte[]",
        "type = KeyType.BINARY");
  }

  @Test
  void bytesInAStringKeyAreRefusedEvenBesideABinaryKey() {
    Compilation compilation = Sources.assertErrorAt("BytesInStringKey",
        "[SingleTableUnsupportedKeyType]", "DIGEST#${digest}");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void twoEntitiesWithBinarySortKeysInOnePartitionCollide() {
    JavaFileObject source = Sources.bad("BinaryKeyCollision");
    assertThat(Sources.compile(source)).hadErrorContaining("[SingleTableKeyCollision]").inFile(source)
        .onLineContaining("${hash}");
  }
}
