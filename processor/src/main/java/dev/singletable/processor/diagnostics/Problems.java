package dev.singletable.processor.diagnostics;

import dev.singletable.processor.model.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * The problems found in one entity: all of them are reported, and any one stops its generation.
 * Warnings are reported too, but the entity is still generated.
 */
public final class Problems {
  private final List<Problem> problems = new ArrayList<>();
  private final List<Problem> warnings = new ArrayList<>();

  /** Records a problem. */
  public void report(Message message, Position position, Object... args) {
    problems.add(new Problem(message, position, message.format(args)));
  }

  /** Records a warning, which does not stop generation. */
  public void warn(Message message, Position position, Object... args) {
    warnings.add(new Problem(message, position, message.format(args)));
  }

  /** Every warning, in order. */
  public List<Problem> warnings() {
    return List.copyOf(warnings);
  }

  /** Whether nothing was reported. */
  public boolean isEmpty() {
    return problems.isEmpty();
  }

  /** Everything reported, in order. */
  public List<Problem> all() {
    return List.copyOf(problems);
  }
}
