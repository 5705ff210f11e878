package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.StaleReadException;
import dev.singletable.samples.writes.Ticket;
import dev.singletable.samples.writes.TicketEntity;
import java.util.function.IntConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The async terminal of an update that reads its missing index components: it reads again after
 * another writer changed the item in between, and gives up with a {@link StaleReadException} as the
 * sync one does.
 */
class AsyncStoredComponentsTest {
  private static final Ticket TICKET = new Ticket("t1", "billing", "P3", "refund", 0);

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  /** Runs {@code competitor} just before each of the first {@code times} UpdateItem requests is sent. */
  private static Table racing(Table table, int times, IntConsumer competitor) {
    int[] sent = {0};
    return table.withListener(new RequestListener() {
      @Override
      public void onRequest(RequestEvent request) {
        if (request.call().equals("UpdateItem") && sent[0] < times) {
          competitor.accept(++sent[0]);
        }
      }
    });
  }

  @ParameterizedTest
  @MethodSource("engines")
  void queueMovedBetweenTheReadAndTheWriteIsReadAgain(AsyncEngines.Engine engine) {
    Table table = engine.newTable("stored", TicketEntity.SCHEMA);
    TicketEntity other = TicketEntity.of(table);
    other.create(TICKET).execute();
    TicketEntity tickets = TicketEntity.of(racing(table, 1, n -> other.update("t1").setByQueue("shipping", "P3").execute()));

    Ticket raised = await(tickets.update("t1").set(TicketEntity.PRIORITY, "P1").readingMissingComponents().executeAsync());

    assertEquals(new Ticket("t1", "shipping", "P1", "refund", 3), raised);
    assertEquals(java.util.List.of(raised), other.query().byQueue("shipping").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemThatKeepsChangingEndsInAStaleRead(AsyncEngines.Engine engine) {
    Table table = engine.newTable("stored", TicketEntity.SCHEMA);
    TicketEntity other = TicketEntity.of(table);
    other.create(TICKET).execute();
    TicketEntity tickets = TicketEntity.of(racing(table, Integer.MAX_VALUE,
        n -> other.update("t1").setByQueue("q" + n, "P3").execute()));

    StaleReadException e = assertThrows(StaleReadException.class,
        () -> await(tickets.update("t1").set(TicketEntity.PRIORITY, "P1").readingMissingComponents().executeAsync()));

    assertEquals(5, e.attempts());
    assertEquals(new Ticket("t1", "q5", "P3", "refund", 6), other.get("t1").execute().orElseThrow());
  }
}
