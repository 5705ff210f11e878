package dev.singletable.samples.streams;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.stream.StreamReader;
import dev.singletable.samples.ItemPrinter;
import dev.singletable.samples.events.EventStore;
import dev.singletable.samples.events.EventsService;
import dev.singletable.samples.engine.SampleEngine;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * The demo's change data capture part: the seed 000 order summary and snapshot maintained from the
 * event stream, and the seed 002 Issue Attrib Index table kept in step with the issues, each read
 * with a {@link StreamReader}.
 */
public final class StreamsDemo {
  private StreamsDemo() {}

  /**
   * Runs the demo on an engine with streams.
   *
   * @param out where to print
   * @param engine the engine
   */
  public static void run(PrintStream out, SampleEngine engine) {
    out.println("== change data capture (DynamoDB Streams) ==");
    orderSummary(out, engine);
    issueAttribIndex(out, engine);
    out.println();
  }

  private static void orderSummary(PrintStream out, SampleEngine engine) {
    engine.client().createTable(EventsService.createTableRequest("cdc-events", StreamViewType.NEW_AND_OLD_IMAGES));
    engine.client().createTable(ReadModelsService.createTableRequest("cdc-read-models"));
    EventsService events = EventsService.of(Table.of(engine.client(), "cdc-events"));
    OrderSummaryEntity summaries = OrderSummaryEntity.of(Table.of(engine.client(), "cdc-read-models"));
    EventStore store = new EventStore(events, Clock.fixed(Instant.parse("2024-05-01T10:00:00Z"), ZoneOffset.UTC), 10);
    store.append("order", "1234", "OrderPlaced", Map.of("total", new BigDecimal(4500)), "u_alice");
    store.append("order", "1234", "PaymentProcessed", Map.of("amount", new BigDecimal(4500)), "u_alice");
    store.append("order", "1234", "OrderShipped", Map.of("trackingNumber", "1Z999"), "u_carol");
    store.append("order", "1234", "OrderDelivered", Map.of("signedBy", "front desk"), "u_carol");
    OrderSummaryProjection projection = new OrderSummaryProjection(summaries);
    SnapshotTaker snapshots = new SnapshotTaker(events, 4);
    StreamReader<EventsService.Change> reader =
        StreamReader.builder(engine.streamsClient(), events.table(), EventsService::change).build();
    int changes = reader.poll(change -> {
      projection.handle(change);
      snapshots.handle(change);
    });
    out.println("seed 000 AP7: " + changes + " changes read from the event stream");
    out.println("order summary: " + summaries.get("1234").execute().orElseThrow());
    SnapshotTaker.Replayed replayed = SnapshotTaker.replay(events, "order", "1234");
    out.println("replay from the snapshot at seq " + replayed.fromSnapshot() + " read " + replayed.eventsRead()
        + " events: " + replayed.state());
  }

  private static void issueAttribIndex(PrintStream out, SampleEngine engine) {
    engine.client().createTable(IssueDocumentsService.createTableRequest("issues", StreamViewType.NEW_AND_OLD_IMAGES));
    engine.client().createTable(IssueAttribIndexService.createTableRequest("issue-attrib-index"));
    Table issueTable = Table.of(engine.client(), "issues");
    IssueEntity issues = IssueEntity.of(issueTable);
    for (Issue issue : seedIssues()) {
      issues.put(issue).execute();
    }
    StreamReader<IssueDocumentsService.Change> reader =
        StreamReader.builder(engine.streamsClient(), issueTable, IssueDocumentsService::change).build();
    reader.poll(new IssueAttribIndexer(Table.of(engine.client(), "issue-attrib-index")));
    out.println("seed 002: the Issue Attrib Index table, written only by the stream handler");
    ItemPrinter.print(out, engine.client(), "issue-attrib-index", List.of("Attrib Id", "Sort String"));
  }

  /** The issues of seed 002's document design, as its table lists them. */
  static List<Issue> seedIssues() {
    Map<String, Object> first = new LinkedHashMap<>();
    first.put("3812", "2023-05-01");
    first.put("882a", "2023-06-01");
    Map<String, Object> third = new LinkedHashMap<>();
    third.put("3812", "2023-05-02");
    third.put("882a", "2023-06-02");
    Map<String, Object> fifth = new LinkedHashMap<>();
    fifth.put("3fe6", new BigDecimal(42));
    fifth.put("47e5", "Approved");
    return List.of(
        new Issue("020e", "Needs Painting", "35e9", 1, "open", first),
        new Issue("3544", "Launch new newspaper!", "7b7e", 1, "closed", null),
        new Issue("67d1", "Check for rust", "35e9", 2, "closed", third),
        new Issue("83a4", "Hire reporter for showbiz desk", "7b7e", 2, "open", null),
        new Issue("af34", "Girder needs replacing", "35e9", 3, "open", fifth));
  }
}
