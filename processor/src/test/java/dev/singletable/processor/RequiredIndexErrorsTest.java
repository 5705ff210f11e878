package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/** Required indexes the processor refuses. */
class RequiredIndexErrorsTest {

  @Test
  void anIndexKeyedByAttributesCannotBeRequiredYet() {
    Compilation compilation = Sources.assertErrorAt("RequiredAttributeIndex",
        "[SingleTableRequiredAttributeIndex] @Gsi index \"byRegion\" is keyed by attributes and says required = true",
        "required = true");
    assertThat(compilation).hadErrorCount(1);
  }
}
