package dev.singletable.samples.patterns;

import dev.singletable.runtime.Table;
import dev.singletable.samples.ItemPrinter;
import java.io.PrintStream;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Demo of write sharding: seed 001's day logs over four shards, read back as one time-ordered
 * stream, and seed 003's votes over twenty shards, counted at read time.
 */
public final class PatternsDemo {
  private static final LocalDate DAY_1 = LocalDate.parse("2020-10-19");
  private static final LocalDate DAY_2 = LocalDate.parse("2020-10-20");

  private PatternsDemo() {}

  /**
   * Writes both tables, prints them and reads them back across their shards.
   *
   * @param out where to print
   * @param client the DynamoDB client
   */
  public static void run(PrintStream out, DynamoDbClient client) {
    logs(out, client);
    votes(out, client);
  }

  /**
   * Seed 001's eight log lines of two days, each on the shard the seed's table shows it on (a shard
   * of 0 would be chosen at random on write).
   *
   * @return the log lines
   */
  public static List<DayLog> seedLogs() {
    String[][] seed = {
        {"1", "2020-10-19T09:19:32"}, {"2", "2020-10-19T09:22:52"}, {"3", "2020-10-19T09:24:42"},
        {"4", "2020-10-19T09:30:44"}, {"1", "2020-10-20T12:58:14"}, {"2", "2020-10-20T12:59:23"},
        {"3", "2020-10-20T13:02:53"}, {"4", "2020-10-20T13:04:34"}};
    List<DayLog> logs = new ArrayList<>();
    for (String[] row : seed) {
      LocalDate day = LocalDate.parse(row[1].substring(0, 10));
      logs.add(new DayLog(day, Integer.parseInt(row[0]), row[1], "LOG", "processed"));
    }
    return logs;
  }

  private static void logs(PrintStream out, DynamoDbClient client) {
    client.createTable(PatternsService.createTableRequest("patterns"));
    DayLogEntity logs = DayLogEntity.of(Table.of(client, "patterns"));
    for (DayLog log : seedLogs()) {
      logs.put(log).execute();
    }
    ItemPrinter.print(out, client, "patterns", List.of("PK", "SK"));
    out.println("logs of " + DAY_1 + " across its 4 shards, in time order:");
    logs.query().primaryShards(DAY_1).list().forEach(log -> out.println("  " + log.at() + " (shard " + log.shard() + ")"));
    out.println("logs of " + DAY_2 + " from 12:59 on:");
    logs.query().primaryShards(DAY_2).where(shard -> shard.atGte("2020-10-20T12:59")).list()
        .forEach(log -> out.println("  " + log.at() + " (shard " + log.shard() + ")"));
    out.println();
  }

  private static void votes(PrintStream out, DynamoDbClient client) {
    client.createTable(VotesService.createTableRequest("votes"));
    VoteEntity votes = VoteEntity.of(Table.of(client, "votes"));
    Instant start = Instant.parse("2025-11-24T20:00:00Z");
    for (int i = 0; i < 60; i++) {
      String contestant = i % 3 == 0 ? "bob" : "alice";
      votes.put(new Vote(contestant, 0, start.plusSeconds(i), "voter" + i)).execute();
    }
    out.println("votes, each written to one of 20 shards chosen at random; totals read from all shards:");
    for (String contestant : List.of("alice", "bob")) {
      out.println("  " + contestant + ": " + votes.query().primaryShards(contestant).list().size() + " votes");
    }
    out.println();
  }
}
