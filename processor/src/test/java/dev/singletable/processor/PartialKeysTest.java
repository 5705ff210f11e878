package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @Gsi(partialKeys = true)}: index keys written, as ElectroDB writes them, with only the
 * components present.
 */
class PartialKeysTest {

  @Test
  void partialKeysOnARequiredIndexIsAnErrorAtTheIndex() {
    Compilation compilation = Sources.assertErrorAt("PartialKeysRequired",
        "[SingleTablePartialKeys] index \"gsi1\" of PartialKeysRequired is both partialKeys, which writes its keys"
            + " with only the components present, and required",
        "@Gsi(index = \"gsi1\", name = \"loans\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void partialIndexKeysAreAlwaysWrittenAndCheckedWithNullsAbsent() throws java.io.IOException {
    JavaFileObject copy = JavaFileObjects.forSourceString("com.example.Copy", """
        package com.example;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Gsi;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        @Entity(service = "library", name = "copy")
        @Pk(template = "$library#isbn_${isbn}")
        @Sk(template = "$copy_1#copyid_${copyId}")
        @Gsi(index = "gsi1", name = "loans", pk = "$library#memberid_${memberId}", sk = "$loan_1#until_${until}",
            partialKeys = true)
        public record Copy(String isbn, String copyId, String memberId, String until) {}
        """);
    Compilation compilation = Sources.compile(copy);
    assertThat(compilation).succeeded();
    String generated = compilation.generatedSourceFile("com.example.CopyEntity").orElseThrow()
        .getCharContent(true).toString().replaceAll("\\s+", "");
    assertTrue(generated.contains("KeyTemplate.parse(NAME,\"gsi1pk\",\"$library#memberid_${memberId}\").partial();"),
        generated);
    assertTrue(generated.contains("size+=Items.putString(item,NAME,\"gsi1pk\",6,LOANS_PK.renderPartial("
        + "value.memberId()==null?null:LOANS_PK.text(0,value.memberId())));"), generated);
    assertTrue(generated.contains("ReadKeys.STORED_KEYS.check(stored,LOANS_SK,LOANS_SK.renderPartial("
        + "value.until()==null?null:LOANS_SK.text(0,value.until())));"), generated);
    assertTrue(generated.contains("super(\"gsi1\",\"loans\",\"gsi1pk\",\"gsi1sk\",\"setLoans\",List.of(MEMBER_ID,UNTIL),"
        + "false,true);"), generated);
  }
}
