package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Members of a collection may name a partition-key component differently (a customer's {@code id},
 * an order's {@code customerId}); the collection method's parameters then take the names of the
 * member whose entity name sorts first, whatever order the records are declared in.
 */
class CollectionNamesTest {

  @Test
  void theCollectionMethodTakesTheNamesOfTheMemberWhoseEntityNameSortsFirst() throws IOException {
    Compilation compilation = Sources.compile(Sources.good("OrgMembers"));
    assertThat(compilation).succeededWithoutWarnings();
    JavaFileObject service = compilation.generatedSourceFile("good.OrgsService").orElseThrow();
    String source = service.getCharContent(true).toString();
    assertTrue(source.contains("public OrgQuery org(String organizationId)"), source);
  }
}
