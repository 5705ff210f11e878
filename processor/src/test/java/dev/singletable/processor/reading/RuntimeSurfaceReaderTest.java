package dev.singletable.processor.reading;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.model.RuntimeSurface;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;

/** The names the generated classes inherit are read from the runtime on the class path. */
class RuntimeSurfaceReaderTest {

  @Test
  void theSurfaceFollowsTheRuntime() {
    RuntimeSurface surface = read();
    assertTrue(surface.keyQueryStep().containsAll(Set.of("firstAsync", "startAfter", "pages", "operation", "count")),
        surface.keyQueryStep().toString());
    assertTrue(surface.attributeQueryStep().containsAll(Set.of("firstAsync", "startAfter", "with", "table")),
        surface.attributeQueryStep().toString());
    assertTrue(surface.collectionQuery().containsAll(Set.of("first", "firstAsync", "startAfter", "readConsistently")),
        surface.collectionQuery().toString());
    assertTrue(surface.updatableAttribute().containsAll(Set.of("eq", "name", "orElse", "documentPath")),
        surface.updatableAttribute().toString());
    assertEquals(Set.of("equals", "hashCode", "toString", "getClass", "notify", "notifyAll", "wait", "clone",
        "finalize"), surface.object());
  }

  @Test
  void packagePrivateAndStaticMethodsAreNotInherited() {
    RuntimeSurface surface = read();
    // AttributePath.compare(String, T) is package-private, AttributePath.of(...) is static.
    assertFalse(surface.updatableAttribute().contains("compare"));
    assertFalse(surface.updatableAttribute().contains("of"));
    assertTrue(surface.updatableAttribute().contains("hashCode"));
  }

  private static RuntimeSurface read() {
    AtomicReference<Optional<RuntimeSurface>> read = new AtomicReference<>(Optional.empty());
    List<String> missing = new ArrayList<>();
    AbstractProcessor reader = new AbstractProcessor() {
      @Override
      public Set<String> getSupportedAnnotationTypes() {
        return Set.of("*");
      }

      @Override
      public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
      }

      @Override
      public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        if (!round.processingOver()) {
          read.set(RuntimeSurfaceReader.read(processingEnv.getElementUtils(), missing));
        }
        return false;
      }
    };
    Compilation compilation = Compiler.javac().withProcessors(reader)
        .compile(JavaFileObjects.forSourceLines("a.A", "package a;", "class A {}"));
    assertThat(compilation).succeeded();
    assertEquals(List.of(), missing);
    return read.get().orElseThrow();
  }
}
