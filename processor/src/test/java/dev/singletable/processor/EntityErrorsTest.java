package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Entities the processor refuses as a whole, and how it carries on with the rest. */
class EntityErrorsTest {

  @Test
  void entityOnAClassIsRefused() {
    Sources.assertErrorAt("NotARecord",
        "[SingleTableNotARecord] @Entity NotARecord is a class; entities must be records",
        "@Entity(service = \"shop\")");
  }

  @Test
  void genericRecordIsRefused() {
    Sources.assertErrorAt("GenericRecord",
        "[SingleTableUnsupportedRecord] @Entity record GenericRecord is generic",
        "@Entity(service = \"shop\")");
  }

  @Test
  void secondEntityWithTheSameNameInAServiceIsRefused(@TempDir Path generated) {
    JavaFileObject first = Sources.bad("FirstCustomer");
    JavaFileObject second = Sources.bad("SecondCustomer");
    Compilation compilation = Sources.compile(first, second);
    assertThat(compilation)
        .hadErrorContaining("[SingleTableDuplicateEntityName] entity name \"customer\" is already taken in service"
            + " \"shop\" by bad.FirstCustomer")
        .inFile(second)
        .onLineContaining("@Entity(service = \"shop\", name = \"customer\")");
    assertThat(compilation).hadErrorCount(1);

    Sources.generateInto(generated, first, second);
    assertTrue(Files.exists(generated.resolve("bad/FirstCustomerEntity.java")));
    assertFalse(Files.exists(generated.resolve("bad/SecondCustomerEntity.java")));
  }

  @Test
  void entityWithATypeThatNeverAppearsIsReportedWhenProcessingIsOver() {
    Sources.assertErrorAt("UnresolvedType",
        "[SingleTableUnresolvedType] bad.UnresolvedType was not generated: type NotGeneratedYet could not be"
            + " resolved",
        "public record UnresolvedType(");
  }

  @Test
  void everyProblemOfAnEntityIsReportedAtOnce() {
    JavaFileObject source = Sources.bad("ManyProblems");
    Compilation compilation = Sources.compile(source);
    assertThat(compilation)
        .hadErrorContaining("[SingleTableUnknownPlaceholder] placeholder ${customerId}")
        .inFile(source)
        .onLineContaining("@Pk(");
    assertThat(compilation)
        .hadErrorContaining("[SingleTableUnknownPlaceholder] placeholder ${orderNo}")
        .inFile(source)
        .onLineContaining("@Sk(");
    assertThat(compilation)
        .hadErrorContaining("[SingleTablePaddedNotIntegral]")
        .inFile(source)
        .onLineContaining("@Padded(5) String orderId");
    assertThat(compilation)
        .hadErrorContaining("[SingleTableUnsupportedType]")
        .inFile(source)
        .onLineContaining("Date placedAt");
    assertThat(compilation).hadErrorCount(4);
  }

  @Test
  void errorInOneEntityStillGeneratesTheOther(@TempDir Path generated) {
    Compilation compilation = Sources.assertErrorAt("OneBadOneGood",
        "[SingleTableUnknownPlaceholder] placeholder ${wishId}",
        "@Pk(template = \"WISH#${wishId}\")");
    assertThat(compilation).hadErrorCount(1);

    List<String> errors = Sources.generateInto(generated, Sources.bad("OneBadOneGood"));
    assertEquals(1, errors.size(), errors.toString());
    assertTrue(Files.exists(generated.resolve("bad/CartEntity.java")), "CartEntity was not generated");
    assertFalse(Files.exists(generated.resolve("bad/WishEntity.java")), "WishEntity was generated");
  }
}
