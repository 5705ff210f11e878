package dev.singletable.lambda;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.Identity;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import dev.singletable.runtime.stream.ChangeKind;
import dev.singletable.runtime.stream.ChangeRecord;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lambda's DynamoDB stream records as the runtime's {@link ChangeRecord}s: the event model's
 * attribute values copied into the AWS SDK v2 ones that generated code decodes.
 */
public final class LambdaStreamRecords {
  private LambdaStreamRecords() {}

  /**
   * One record of a {@code DynamodbEvent}.
   *
   * @param record the record
   * @return the change record
   * @throws IllegalArgumentException when the record is null or has no {@code dynamodb} part, no
   *     keys, no sequence number, an unknown event name, or an attribute value of no type
   */
  public static ChangeRecord toChangeRecord(DynamodbEvent.DynamodbStreamRecord record) {
    if (record == null) {
      throw new IllegalArgumentException("a Lambda stream record is null");
    }
    StreamRecord stream = record.getDynamodb();
    if (stream == null) {
      throw new IllegalArgumentException("Lambda stream record " + record.getEventID() + " has no dynamodb part");
    }
    if (stream.getKeys() == null) {
      throw new IllegalArgumentException("Lambda stream record " + record.getEventID() + " (sequence number "
          + stream.getSequenceNumber() + ") has no keys");
    }
    if (stream.getSequenceNumber() == null) {
      throw new IllegalArgumentException("Lambda stream record " + record.getEventID() + " has no sequence number");
    }
    Identity identity = record.getUserIdentity();
    boolean ttl = identity != null && ChangeRecord.isTimeToLive(identity.getType(), identity.getPrincipalId());
    ChangeKind kind = ChangeKind.of(record.getEventName());
    Map<String, AttributeValue> oldImage = stream.getOldImage() == null ? null : item(stream.getOldImage());
    Map<String, AttributeValue> newImage = stream.getNewImage() == null ? null : item(stream.getNewImage());
    return new ChangeRecord(kind, keys(stream.getKeys(), newImage != null ? newImage : oldImage),
        oldImage, newImage,
        stream.getSequenceNumber(),
        stream.getApproximateCreationDateTime() == null ? null : stream.getApproximateCreationDateTime().toInstant(),
        ttl);
  }

  /**
   * An item of the Lambda event model as an SDK v2 item.
   *
   * @param item the event's item (keys or image)
   * @return a new map in the same order
   */
  public static Map<String, AttributeValue> item(
      Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> item) {
    // Room for every attribute without a resize, and no more: a table twice that size is zeroed for
    // nothing with each image.
    Map<String, AttributeValue> copy = new LinkedHashMap<>(item.size() * 4 / 3 + 1);
    for (Map.Entry<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> entry
        : item.entrySet()) {
      copy.put(entry.getKey(), value(entry.getKey(), entry.getValue()));
    }
    return copy;
  }

  /**
   * The record's keys as an SDK v2 item, in the same order. A key attribute that the image holds with
   * the same type and text is that image's value (SDK attribute values are immutable): no second
   * copy of it is made. Any other is converted from the keys.
   */
  private static Map<String, AttributeValue> keys(
      Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> keys,
      Map<String, AttributeValue> image) {
    if (image == null) {
      return item(keys);
    }
    Map<String, AttributeValue> copy = new LinkedHashMap<>(keys.size() * 4 / 3 + 1);
    for (Map.Entry<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> entry
        : keys.entrySet()) {
      com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue key = entry.getValue();
      AttributeValue held = image.get(entry.getKey());
      copy.put(entry.getKey(), held != null && key != null && holds(held, key) ? held : value(entry.getKey(), key));
    }
    return copy;
  }

  /** Whether an image's value is a key's: a text or number of the same type and text. */
  private static boolean holds(AttributeValue held,
      com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue key) {
    if (key.getS() != null) {
      return key.getS().equals(held.s());
    }
    return key.getN() != null && key.getN().equals(held.n());
  }

  private static AttributeValue value(String name,
      com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue value) {
    if (value == null) {
      throw new IllegalArgumentException("attribute " + name + " of a Lambda stream record is null");
    }
    // The SDK's create* factories skip the builder the from* ones go through: a third of the cost of
    // a string (BENCHMARKS.md, table 1c). Each is given what it may keep: an immutable text, or a map,
    // list or bytes made here; the event's own sets are copied by the from* factories.
    if (value.getS() != null) {
      return AttributeValue.createS(value.getS());
    }
    if (value.getN() != null) {
      return AttributeValue.createN(value.getN());
    }
    if (value.getBOOL() != null) {
      return AttributeValue.createBool(value.getBOOL());
    }
    if (Boolean.TRUE.equals(value.getNULL())) {
      return AttributeValue.createNul(true);
    }
    if (value.getB() != null) {
      return AttributeValue.createB(bytes(value.getB()));
    }
    if (value.getM() != null) {
      return AttributeValue.createM(item(value.getM()));
    }
    if (value.getL() != null) {
      List<AttributeValue> list = new ArrayList<>(value.getL().size());
      for (com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue element : value.getL()) {
        list.add(value(name, element));
      }
      return AttributeValue.createL(list);
    }
    if (value.getSS() != null) {
      return AttributeValue.fromSs(value.getSS());
    }
    if (value.getNS() != null) {
      return AttributeValue.fromNs(value.getNS());
    }
    if (value.getBS() != null) {
      return AttributeValue.fromBs(binaries(value.getBS()));
    }
    throw new IllegalArgumentException("attribute " + name + " of a Lambda stream record has no value: " + value);
  }

  private static SdkBytes bytes(ByteBuffer buffer) {
    // Copied from a duplicate so that reading never moves the event's own buffer.
    return SdkBytes.fromByteBuffer(buffer.duplicate());
  }

  private static List<SdkBytes> binaries(Collection<ByteBuffer> buffers) {
    List<SdkBytes> list = new ArrayList<>(buffers.size());
    for (ByteBuffer buffer : buffers) {
      list.add(bytes(buffer));
    }
    return list;
  }
}
