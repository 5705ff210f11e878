package dev.singletable.samples.buildingblocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.RequestRecorder;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Seed 003's multi-tenancy: every item of a tenant, of every entity, lives in the
 * tenant's partition; closing the tenant's account deletes all of them through one collection query
 * and batched deletes, and leaves every other tenant's items exactly as they were.
 */
class TenantDeletionTest {
  private static final int ADA_PHOTOS = 40;

  static Stream<?> engines() {
    return Engines.all();
  }

  private record Site(PhotosService photos, Table table, RequestRecorder requests) {}

  private static Site site(SampleEngine engine) {
    RequestRecorder requests = new RequestRecorder();
    Table table = Engines.newTable(engine, "photos", PhotoEntity.SCHEMA, AlbumEntity.SCHEMA, PhotoProfileEntity.SCHEMA)
        .withListener(requests);
    PhotosService photos = PhotosService.of(table);
    // ada's partition holds more items than one BatchWriteItem request takes.
    for (String user : List.of("ada", "ada-evil", "bob")) {
      int count = user.equals("ada") ? ADA_PHOTOS : 3;
      for (int i = 1; i <= count; i++) {
        String photoId = String.format("p%03d", i);
        photos.photos().put(new Photo(user, photoId, "https://photos.example.com/" + user + "/" + photoId + ".jpg"))
            .execute();
      }
      photos.albums().put(new Album(user, "holidays", "Holidays")).execute();
      photos.albums().put(new Album(user, "family", "Family")).execute();
      photos.profiles().put(new PhotoProfile(user, user.toUpperCase())).execute();
    }
    return new Site(photos, table, requests);
  }

  private static List<Map<String, AttributeValue>> itemsOf(Table table, Set<String> users) {
    List<Map<String, AttributeValue>> items = new ArrayList<>(RawItems.scan(table));
    items.removeIf(item -> !users.contains(item.get("PK").s()));
    items.sort(java.util.Comparator.comparing(item -> item.get("PK").s() + " " + item.get("SK").s()));
    return items;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everyEntityOfTheTenantIsStoredInTheTenantsPartition(SampleEngine engine) {
    Site site = site(engine);
    List<List<String>> bob = RawItems.keyRows(site.table(), "PK", "SK").stream()
        .filter(row -> row.get(0).equals("bob")).toList();
    assertEquals(RawItems.rows(List.of("bob", "ALBUM#family"), List.of("bob", "ALBUM#holidays"),
        List.of("bob", "PHOTO#p001"), List.of("bob", "PHOTO#p002"), List.of("bob", "PHOTO#p003"),
        List.of("bob", "PROFILE")), bob);
    assertEquals("https://photos.example.com/bob/p002.jpg", itemsOf(site.table(), Set.of("bob")).stream()
        .filter(item -> item.get("SK").s().equals("PHOTO#p002")).findFirst().orElseThrow().get("URL").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deletingATenantRemovesAllItsItemsOfEveryEntity(SampleEngine engine) {
    Site site = site(engine);
    assertEquals(ADA_PHOTOS + 3, itemsOf(site.table(), Set.of("ada")).size());

    assertEquals(ADA_PHOTOS + 3, TenantData.deleteTenant(site.photos(), "ada"));

    assertEquals(List.of(), itemsOf(site.table(), Set.of("ada")));
    assertEquals(List.of(), site.photos().tenant("ada").stream().toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deletingATenantLeavesOtherTenantsUntouched(SampleEngine engine) {
    Site site = site(engine);
    Set<String> others = Set.of("ada-evil", "bob");
    List<Map<String, AttributeValue>> before = itemsOf(site.table(), others);
    assertEquals(2 * 6, before.size());

    TenantData.deleteTenant(site.photos(), "ada");

    assertEquals(before, itemsOf(site.table(), others));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deletionReadsAndWritesOnlyTheTenantsPartition(SampleEngine engine) {
    Site site = site(engine);
    site.requests().clear();

    TenantData.deleteTenant(site.photos(), "ada");

    Set<String> partitions = new HashSet<>();
    int deletes = 0;
    int batches = 0;
    for (Object request : site.requests().sent()) {
      if (request instanceof QueryRequest query) {
        // The key condition's values: the partition the query reads.
        java.util.regex.Matcher placeholder = java.util.regex.Pattern.compile(":\\w+")
            .matcher(query.keyConditionExpression());
        while (placeholder.find()) {
          partitions.add(query.expressionAttributeValues().get(placeholder.group()).s());
        }
      } else if (request instanceof BatchWriteItemRequest batch) {
        batches++;
        for (var write : batch.requestItems().get(site.table().name())) {
          assertTrue(write.putRequest() == null, "a deletion puts nothing");
          partitions.add(write.deleteRequest().key().get("PK").s());
          deletes++;
        }
      } else {
        throw new AssertionError("unexpected request " + request);
      }
    }
    assertEquals(Set.of("ada"), partitions);
    assertEquals(ADA_PHOTOS + 3, deletes);
    assertEquals(2, batches, "43 deletes take two BatchWriteItem requests of at most 25");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deletingATenantWithoutItemsDeletesNothing(SampleEngine engine) {
    Site site = site(engine);
    int before = RawItems.scan(site.table()).size();
    assertEquals(0, TenantData.deleteTenant(site.photos(), "carol"));
    assertEquals(before, RawItems.scan(site.table()).size());
  }
}
