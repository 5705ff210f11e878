package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An entity whose types another processor generates waits for them instead of failing. */
class DeferralTest {

  @Test
  void entityWaitsForATypeAnotherProcessorGeneratesInTheFirstRound() {
    // Generates com.example.later.Detail in the first round, as a processor of another library would.
    GeneratingProcessor detailGenerator = new GeneratingProcessor(List.of(Map.of("com.example.later.Detail",
        "package com.example.later;\n\npublic record Detail(String note, int priority) {}\n")));
    Compilation compilation = Compiler.javac()
        .withProcessors(new SingleTableProcessor(), detailGenerator)
        .withOptions("-Xlint:all,-processing")
        .compile(Sources.good("Job"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("com.example.later.JobEntity")
        .contentsAsUtf8String()
        .contains("private static final AttributeCodec<Detail> DETAIL_CODEC = new DetailCodec();");
  }
}
