package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.test.FaultyHttpClient;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;

/**
 * An update is checked against DynamoDB's item and index key sizes with the attributes it leaves as
 * stored when it reads the item anyway ({@code readingMissingComponents()}): refused before sending,
 * naming entity, attribute and index. An update that reads nothing cannot know them; DynamoDB's
 * refusal of it comes back as the same {@link InvalidValueException}, naming entity, the attributes
 * the update writes, the index they key and the item's key. moto refuses an item over 400 KB as
 * DynamoDB does, live; it does not measure index keys, so that refusal is DynamoDB's documented
 * answer given to the exact request.
 */
class UpdateSizeLimitsTest {
  /** Service quotas, "Partition key value": at most 2048 bytes, an index key's attributes together. */
  private static final String INDEX_PARTITION_KEY_TOO_LONG =
      "One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of2048 bytes";

  private final FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(4));
  private final Table table = ExactlyOnceWritesTest.faulty(http, Engines.newTable(Engines.http(), "update-sizes", DossierEntity.SCHEMA));
  private final DossierEntity dossiers = DossierEntity.of(table);

  @AfterEach
  void close() {
    table.client().close();
  }

  private void store(String code, String notes) {
    dossiers.put(new Dossier("d1", "ada", "first", code, "eu", notes, null)).execute();
  }

  @Test
  void anUpdateThatReadsTheItemIsRefusedBeforeSendingWhenTheIndexKeyWithTheStoredCodeIsTooLong() {
    store("c".repeat(1500), null);

    InvalidValueException refused = assertThrows(InvalidValueException.class, () -> dossiers.update("d1")
        .set(DossierEntity.TITLE, "second").set(DossierEntity.REGION, "r".repeat(1000))
        .readingMissingComponents().execute());

    assertEquals("dossier", refused.entity());
    assertEquals("code", refused.field());
    assertTrue(refused.getMessage().contains("byCode") && refused.getMessage().contains("2500 bytes"), refused.getMessage());
    assertEquals("pk=DOSSIER#d1", refused.key().orElseThrow());
    assertEquals(0, http.sent("UpdateItem").size(), "nothing is written");
  }

  @Test
  void anUpdateThatReadsTheItemIsRefusedBeforeSendingWhenTheItemWouldPass400Kb() {
    store("c1", "n".repeat(300_000));

    InvalidValueException refused = assertThrows(InvalidValueException.class, () -> dossiers.update("d1")
        .set(DossierEntity.TITLE, "second").set(DossierEntity.SUMMARY, "s".repeat(120_000))
        .readingMissingComponents().execute());

    assertEquals("(item)", refused.field());
    assertTrue(refused.getMessage().contains("400 KB"), refused.getMessage());
    assertEquals(0, http.sent("UpdateItem").size(), "nothing is written");
    assertEquals("first", dossiers.get("d1").execute().orElseThrow().title());
  }

  @Test
  void theSameUpdateWithinTheLimitsIsStored() {
    store("c".repeat(1000), "n".repeat(300_000));

    Dossier updated = dossiers.update("d1").set(DossierEntity.TITLE, "second").set(DossierEntity.REGION, "r".repeat(1000))
        .set(DossierEntity.SUMMARY, "s".repeat(60_000)).readingMissingComponents().execute();

    assertEquals("second", updated.title());
    assertEquals(1, http.sent("UpdateItem").size());
  }

  @Test
  void dynamoDbsRefusalOfAnItemOver400KbComesBackNamingEntityAttributesAndKey() {
    store("c1", "n".repeat(300_000));

    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> dossiers.update("d1").set(DossierEntity.SUMMARY, "s".repeat(120_000)).execute());

    assertEquals("dossier", refused.entity());
    assertEquals("summary", refused.field());
    assertTrue(refused.getMessage().contains("Item size"), refused.getMessage());
    assertEquals("pk=DOSSIER#d1", refused.key().orElseThrow());
    assertEquals(1, http.sent("UpdateItem").size());
  }

  @Test
  void dynamoDbsRefusalOfAnIndexKeyOverItsLimitComesBackNamingTheIndex() {
    store("c".repeat(1500), null);
    http.refusing("UpdateItem", "ValidationException", INDEX_PARTITION_KEY_TOO_LONG);

    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> dossiers.update("d1").set(DossierEntity.REGION, "r".repeat(1000)).execute());

    assertEquals("region", refused.field());
    assertTrue(refused.getMessage().contains("index byCode (code, region)"), refused.getMessage());
    assertTrue(refused.getMessage().contains("Size of hashkey"), refused.getMessage());
    assertEquals("pk=DOSSIER#d1", refused.key().orElseThrow());
    assertTrue(http.sent("UpdateItem").get(0).contains("\"S\":\"" + "r".repeat(1000) + "\""), "the exact request");
  }
}
