package dev.singletable.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Stands for another library's processor in the same compilation: writes given sources in given
 * rounds, so that tests can see what singletable does with types that appear late.
 */
final class GeneratingProcessor extends AbstractProcessor {
  private final List<Map<String, String>> rounds;
  private int round;

  /** @param rounds per round, from the first: the sources to write, by qualified type name */
  GeneratingProcessor(List<Map<String, String>> rounds) {
    this.rounds = rounds;
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("*");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment environment) {
    if (round < rounds.size()) {
      rounds.get(round).forEach(this::write);
    }
    round++;
    return false;
  }

  private void write(String name, String source) {
    try (Writer writer = processingEnv.getFiler().createSourceFile(name).openWriter()) {
      writer.write(source);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
