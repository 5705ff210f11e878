package dev.singletable.samples.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.stream.StreamReader;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Seed 002: the Issue Attrib Index table written only by the stream handler holds the seed's rows
 * letter for letter, and after inserts, removals and changes of custom field values and issue
 * numbers it equals the index recomputed from the issue table.
 */
class IssueAttribIndexTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theIndexFollowsEveryIssueChangeAsTheSeedListsIt(SampleEngine engine) {
    int n = TABLES.incrementAndGet();
    engine.client().createTable(IssueDocumentsService.createTableRequest("issues-" + n, StreamViewType.NEW_AND_OLD_IMAGES));
    engine.client().createTable(IssueAttribIndexService.createTableRequest("issue-attrib-index-" + n));
    Table issueTable = Table.of(engine.client(), "issues-" + n);
    Table indexTable = Table.of(engine.client(), "issue-attrib-index-" + n);
    IssueEntity issues = IssueEntity.of(issueTable);
    StreamReader<IssueDocumentsService.Change> reader =
        StreamReader.builder(engine.streamsClient(), issueTable, IssueDocumentsService::change).build();
    IssueAttribIndexer indexer = new IssueAttribIndexer(indexTable);

    StreamsDemo.seedIssues().forEach(issue -> issues.put(issue).execute());
    StreamReaderTest.readAll(reader, indexer, 5);

    assertEquals(List.of(
            "3812 | 2023-05-01#000001 | 020e",
            "3812 | 2023-05-02#000002 | 67d1",
            "3fe6 | 000042#000003 | af34",
            "47e5 | Approved#000003 | af34",
            "882a | 2023-06-01#000001 | 020e",
            "882a | 2023-06-02#000002 | 67d1"),
        rows(engine, indexTable));

    // A value changes (42 -> 7), a field goes (47e5), a field comes (3812 on 3544), an issue is
    // renumbered (67d1: 2 -> 5), an issue is removed (020e) and one is added (b001).
    issues.put(new Issue("af34", "Girder needs replacing", "35e9", 3, "open", Map.of("3fe6", new BigDecimal(7))))
        .execute();
    issues.put(new Issue("3544", "Launch new newspaper!", "7b7e", 1, "closed", Map.of("3812", "2023-07-01")))
        .execute();
    issues.put(new Issue("67d1", "Check for rust", "35e9", 5, "closed",
        Map.of("3812", "2023-05-02", "882a", "2023-06-02"))).execute();
    issues.delete("020e").execute();
    issues.put(new Issue("b001", "Paint the pylons", "35e9", 6, "open", Map.of("47e5", "Pending"))).execute();
    StreamReaderTest.readAll(reader, indexer, 5);

    List<String> expected = new ArrayList<>();
    for (String id : List.of("020e", "3544", "67d1", "83a4", "af34", "b001")) {
      IssueAttribIndexer.rows(issues.get(id).consistent().execute().orElse(null)).values()
          .forEach(row -> expected.add(row.attribId() + " | " + row.value() + "#" + String.format("%06d", row.num())
              + " | " + row.issueId()));
    }
    assertEquals(new TreeSet<>(expected), new TreeSet<>(rows(engine, indexTable)));
    assertEquals(List.of(
            "3812 | 2023-05-02#000005 | 67d1",
            "3812 | 2023-07-01#000001 | 3544",
            "3fe6 | 000007#000003 | af34",
            "47e5 | Pending#000006 | b001",
            "882a | 2023-06-02#000005 | 67d1"),
        rows(engine, indexTable));
  }

  /** The index table's rows as the seed prints them, in key order. */
  static List<String> rows(SampleEngine engine, Table indexTable) {
    List<String> rows = new ArrayList<>();
    for (Map<String, AttributeValue> item : engine.client().scan(b -> b.tableName(indexTable.name())).items()) {
      rows.add(item.get("Attrib Id").s() + " | " + item.get("Sort String").s() + " | " + item.get("Issue Id").s());
    }
    rows.sort(null);
    return rows;
  }
}
