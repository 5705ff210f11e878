package dev.singletable.processor.checks;

import dev.singletable.processor.model.Position;
import java.util.ArrayList;
import java.util.List;

/** The problems found in one entity: all of them are reported, and any one stops its generation. */
public final class Problems {
  private final List<Problem> problems = new ArrayList<>();

  /** Records a problem. */
  public void report(Message message, Position position, Object... args) {
    problems.add(new Problem(message, position, message.format(args)));
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
