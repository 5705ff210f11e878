package dev.singletable.samples.buildingblocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.QueryRecorder;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Seed 003's sparse index: devices report every minute, a few reports are
 * escalated to a technician and only those carry {@code EscalatedTo} and reach the index; "escalated
 * to me in the last five minutes" is one query of the index, newest first, reading nothing older.
 */
class EscalationIndexTest {
  private static final Instant T0 = Instant.parse("2025-11-24T10:00:00Z");
  private static final Instant NOW = T0.plus(Duration.ofMinutes(20));

  static Stream<?> engines() {
    return Engines.all();
  }

  private record Devices(DeviceReportEntity reports, Table table, QueryRecorder queries) {}

  /** Three devices report every minute for twenty minutes; five reports are escalated. */
  private static Devices devices(SampleEngine engine) {
    QueryRecorder queries = new QueryRecorder();
    Table table = Engines.newTable(engine, "devices", DeviceReportEntity.SCHEMA).withListener(queries);
    DeviceReportEntity reports = DeviceReportEntity.of(table);
    Map<Integer, String> escalated = Map.of(3, "tech-7", 12, "tech-7", 16, "tech-9", 17, "tech-7", 19, "tech-7");
    for (int minute = 0; minute < 20; minute++) {
      Instant at = T0.plus(Duration.ofMinutes(minute));
      for (String device : List.of("device-1", "device-2", "device-3")) {
        String technician = device.equals("device-2") ? escalated.get(minute) : null;
        reports.put(new DeviceReport(device, at, technician == null ? "OK" : "FAULT", technician)).execute();
      }
    }
    return new Devices(reports, table, queries);
  }

  private static List<String> minutes(List<DeviceReport> reports) {
    List<String> minutes = new ArrayList<>();
    for (DeviceReport report : reports) {
      minutes.add(report.deviceId() + " +" + Duration.between(T0, report.reportedAt()).toMinutes() + "min "
          + report.escalatedTo());
    }
    return minutes;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void onlyEscalatedReportsCarryEscalatedTo(SampleEngine engine) {
    Devices devices = devices(engine);
    List<Map<String, AttributeValue>> items = RawItems.scan(devices.table());
    assertEquals(60, items.size());
    for (Map<String, AttributeValue> item : items) {
      boolean fault = item.get("status").s().equals("FAULT");
      assertEquals(fault, item.containsKey("EscalatedTo"), item.toString());
    }
    assertEquals(5, items.stream().filter(item -> item.containsKey("EscalatedTo")).count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void reportsAreKeyedByDeviceAndFixedWidthTime(SampleEngine engine) {
    Devices devices = devices(engine);
    Map<String, AttributeValue> item = RawItems.scan(devices.table()).stream()
        .filter(row -> row.containsKey("EscalatedTo") && row.get("EscalatedTo").s().equals("tech-9"))
        .findFirst().orElseThrow();
    assertEquals("device-2", item.get("DeviceID").s());
    assertEquals("2025-11-24T10:16:00.000000000Z", item.get("Timestamp").s());
    assertEquals("2025-11-24T10:16:00.000000000Z", item.get("reportedAt").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void indexHoldsOnlyTheEscalatedReports(SampleEngine engine) {
    Devices devices = devices(engine);
    List<Map<String, AttributeValue>> indexed = new ArrayList<>();
    devices.table().client().scanPaginator(ScanRequest.builder().tableName(devices.table().name())
        .indexName("EscalatedTo").build()).items().forEach(indexed::add);
    assertEquals(5, indexed.size());
    // The index brings the base table's keys along: which device, and when.
    for (Map<String, AttributeValue> item : indexed) {
      assertEquals("device-2", item.get("DeviceID").s());
      assertTrue(item.containsKey("Timestamp"));
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void escalatedInTheLastFiveMinutesNewestFirst(SampleEngine engine) {
    Devices devices = devices(engine);
    devices.queries().clear();
    List<DeviceReport> recent = devices.reports().query().escalatedTo("tech-7")
        .reportedAtGt(NOW.minus(Duration.ofMinutes(5))).descending().list();
    assertEquals(List.of("device-2 +19min tech-7", "device-2 +17min tech-7"), minutes(recent));

    QueryRequest request = devices.queries().single();
    assertEquals("EscalatedTo", request.indexName());
    assertFalse(request.scanIndexForward());
    assertTrue(request.keyConditionExpression().contains(">"), request.keyConditionExpression());
    // The range is a key condition: DynamoDB reads the two reports and nothing else.
    assertEquals(2, devices.table().client().query(request).scannedCount());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void allEscalationsOfATechnicianInTimeOrder(SampleEngine engine) {
    Devices devices = devices(engine);
    assertEquals(List.of("device-2 +3min tech-7", "device-2 +12min tech-7", "device-2 +17min tech-7",
        "device-2 +19min tech-7"), minutes(devices.reports().query().escalatedTo("tech-7").list()));
    assertEquals(List.of("device-2 +16min tech-9"), minutes(devices.reports().query().escalatedTo("tech-9").list()));
  }
}
