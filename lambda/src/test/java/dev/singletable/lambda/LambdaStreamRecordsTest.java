package dev.singletable.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import dev.singletable.runtime.stream.ChangeRecord;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A record's keys take the image's value of a key attribute only when the image holds it with the
 * same type and text; any other key value is the keys' own, converted as before.
 */
class LambdaStreamRecordsTest {
  private static com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue s(String text) {
    return new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue().withS(text);
  }

  private static com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue n(String number) {
    return new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue().withN(number);
  }

  private static Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> item(
      Object... namesAndValues) {
    Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> item = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      item.put((String) namesAndValues[i],
          (com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue) namesAndValues[i + 1]);
    }
    return item;
  }

  private static ChangeRecord record(String event,
      Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> keys,
      Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> oldImage,
      Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> newImage) {
    StreamRecord stream = new StreamRecord();
    stream.setKeys(keys);
    stream.setOldImage(oldImage);
    stream.setNewImage(newImage);
    stream.setSequenceNumber("100");
    DynamodbEvent.DynamodbStreamRecord record = new DynamodbEvent.DynamodbStreamRecord();
    record.setEventID("e-1");
    record.setEventName(event);
    record.setDynamodb(stream);
    return LambdaStreamRecords.toChangeRecord(record);
  }

  @Test
  void keysTheImageHoldsWithTheSameTypeAndTextAreTheImagesValuesInTheKeysOrder() {
    ChangeRecord record = record("MODIFY", item("SK", s("ORDER#7"), "PK", s("C#1")),
        item("PK", s("C#1"), "SK", s("ORDER#7"), "total", n("1.5")),
        item("PK", s("C#1"), "SK", s("ORDER#7"), "total", n("2.5")));

    assertEquals(List.of("SK", "PK"), List.copyOf(record.keys().keySet()));
    assertEquals(Map.of("PK", AttributeValue.createS("C#1"), "SK", AttributeValue.createS("ORDER#7")), record.keys());
    assertSame(record.newImage().orElseThrow().get("PK"), record.keys().get("PK"));
  }

  @Test
  void aKeyWhoseTextTheImageDoesNotHoldIsTheKeysOwn() {
    ChangeRecord record = record("MODIFY", item("PK", s("C#1"), "SK", s("ORDER#7")),
        item("PK", s("C#1"), "SK", s("ORDER#7")),
        item("PK", s("C#2"), "SK", s("ORDER#70")));

    assertEquals(AttributeValue.createS("C#1"), record.keys().get("PK"));
    assertEquals(AttributeValue.createS("ORDER#7"), record.keys().get("SK"));
  }

  @Test
  void aKeyOfAnotherTypeThanTheImagesIsTheKeysOwnWithItsType() {
    ChangeRecord record = record("INSERT", item("PK", n("7"), "SK", s("7")), null,
        item("PK", s("7"), "SK", n("7")));

    assertEquals(AttributeValue.createN("7"), record.keys().get("PK"));
    assertEquals(AttributeValue.createS("7"), record.keys().get("SK"));
  }

  @Test
  void aRemovedItemsKeysComeFromItsOldImageAndABinaryKeyIsConverted() {
    com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue binary =
        new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue()
            .withB(ByteBuffer.wrap(new byte[] {1, 2, 3}));
    ChangeRecord record = record("REMOVE", item("PK", s("C#1"), "SK", binary),
        item("PK", s("C#1"), "SK", binary, "name", s("x")), null);

    assertSame(record.oldImage().orElseThrow().get("PK"), record.keys().get("PK"));
    assertEquals(AttributeValue.createB(SdkBytes.fromByteArray(new byte[] {1, 2, 3})), record.keys().get("SK"));
  }

  @Test
  void aKeyOfNoTypeIsRefusedEvenWhenTheImageHoldsTheAttribute() {
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
        () -> record("MODIFY", item("PK", new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue()),
            item("PK", s("C#1")), item("PK", s("C#1"))));

    assertTrue(refused.getMessage().contains("attribute PK"), refused.getMessage());
  }
}
