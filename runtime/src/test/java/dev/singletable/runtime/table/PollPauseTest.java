package dev.singletable.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A step is polled a quarter of a second after its first {@code DescribeTable}, then at doubling
 * pauses up to the update's pause: a step the engine finishes at once is seen within a second, and
 * a long one is polled at the update's pause.
 */
class PollPauseTest {
  @Test
  void thePausesDoubleFromAQuarterOfASecondUpToTheUpdatesPause() {
    assertEquals(List.of(250L, 500L, 1000L, 2000L, 4000L, 5000L, 5000L, 5000L), pauses(Duration.ofSeconds(5), 8));
  }

  @Test
  void aPauseShorterThanTheFirstIsKeptFromTheStart() {
    assertEquals(List.of(100L, 100L, 100L), pauses(Duration.ofMillis(100), 3));
    assertEquals(List.of(0L, 0L), pauses(Duration.ZERO, 2));
  }

  @Test
  void eachStepStartsAgainFromAQuarterOfASecond() {
    pauses(Duration.ofSeconds(5), 10);
    assertEquals(List.of(250L, 500L), pauses(Duration.ofSeconds(5), 2));
  }

  private static List<Long> pauses(Duration pause, int polls) {
    StepWatch watch = new StepWatch(null, null, List.of(), Duration.ofHours(1), (step, status) -> { });
    List<Long> pauses = new ArrayList<>();
    for (int i = 0; i < polls; i++) {
      pauses.add(watch.pollPause(pause).toMillis());
    }
    return pauses;
  }
}
