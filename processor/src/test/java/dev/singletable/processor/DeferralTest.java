package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;

/** An entity whose types another processor generates waits for them instead of failing. */
class DeferralTest {

  @Test
  void entityWaitsForATypeAnotherProcessorGeneratesInTheFirstRound() {
    Compilation compilation = Compiler.javac()
        .withProcessors(new SingleTableProcessor(), new DetailGenerator())
        .withOptions("-Xlint:all,-processing")
        .compile(Sources.good("Job"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("com.example.later.JobEntity")
        .contentsAsUtf8String()
        .contains("private static final AttributeCodec<Detail> DETAIL_CODEC = new DetailCodec();");
  }

  /** Generates {@code com.example.later.Detail} in the first round, as a processor of another library would. */
  private static final class DetailGenerator extends AbstractProcessor {
    private boolean generated;

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
      if (generated) {
        return false;
      }
      generated = true;
      try (Writer writer = processingEnv.getFiler().createSourceFile("com.example.later.Detail").openWriter()) {
        writer.write("package com.example.later;\n\npublic record Detail(String note, int priority) {}\n");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return false;
    }
  }
}
