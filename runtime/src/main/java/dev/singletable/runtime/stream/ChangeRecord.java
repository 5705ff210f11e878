package dev.singletable.runtime.stream;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/**
 * One DynamoDB stream record, whichever way it came (the streams API's {@link Record}, or a Lambda
 * event converted by the Lambda adapter): what a generated service's {@code change(record)} reads.
 * Images are present as the stream's view type provides them: {@code KEYS_ONLY} carries neither,
 * {@code NEW_IMAGE} no old image, {@code OLD_IMAGE} no new image.
 *
 * <p>Immutable when the maps given to it are not changed afterwards.
 */
public final class ChangeRecord {
  /** The {@code userIdentity.principalId} of a removal done by DynamoDB's time to live. */
  public static final String TTL_PRINCIPAL = "dynamodb.amazonaws.com";
  /** The {@code userIdentity.type} of a removal done by DynamoDB's time to live. */
  public static final String TTL_IDENTITY_TYPE = "Service";

  private final ChangeKind kind;
  private final Map<String, AttributeValue> keys;
  private final Map<String, AttributeValue> oldImage;
  private final Map<String, AttributeValue> newImage;
  private final String sequenceNumber;
  private final Instant approximateCreationTime;
  private final boolean byTimeToLive;

  /**
   * A record from its parts.
   *
   * @param kind what happened
   * @param keys the item's primary key attributes
   * @param oldImage the item before the change, null when the view type or the kind gives none
   * @param newImage the item after the change, null when the view type or the kind gives none
   * @param sequenceNumber the record's sequence number within its shard (decimal digits)
   * @param approximateCreationTime when the change was made, to the second; null when unknown
   * @param byTimeToLive whether DynamoDB's time to live removed the item
   */
  public ChangeRecord(ChangeKind kind, Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
      Map<String, AttributeValue> newImage, String sequenceNumber, Instant approximateCreationTime,
      boolean byTimeToLive) {
    this.kind = Objects.requireNonNull(kind, "kind");
    this.keys = Objects.requireNonNull(keys, "keys");
    this.oldImage = oldImage;
    this.newImage = newImage;
    this.sequenceNumber = Objects.requireNonNull(sequenceNumber, "sequenceNumber");
    this.approximateCreationTime = approximateCreationTime;
    this.byTimeToLive = byTimeToLive;
  }

  /**
   * The record as the streams API ({@code GetRecords}) returns it.
   *
   * @param record a DynamoDB stream record
   * @return the record
   * @throws IllegalArgumentException when it carries no {@code dynamodb} part or an unknown event name
   */
  public static ChangeRecord of(Record record) {
    StreamRecord stream = record.dynamodb();
    if (stream == null) {
      throw new IllegalArgumentException("stream record " + record.eventID() + " has no dynamodb part");
    }
    Identity identity = record.userIdentity();
    boolean ttl = identity != null && isTimeToLive(identity.type(), identity.principalId());
    return new ChangeRecord(ChangeKind.of(record.eventNameAsString()), stream.keys(),
        stream.hasOldImage() ? stream.oldImage() : null, stream.hasNewImage() ? stream.newImage() : null,
        stream.sequenceNumber(), stream.approximateCreationDateTime(), ttl);
  }

  /**
   * Whether a record's {@code userIdentity} names DynamoDB's time to live.
   *
   * @param type the identity's {@code type}, may be null
   * @param principalId the identity's {@code principalId}, may be null
   * @return true for type {@value #TTL_IDENTITY_TYPE} and principal {@value #TTL_PRINCIPAL}
   */
  public static boolean isTimeToLive(String type, String principalId) {
    return TTL_IDENTITY_TYPE.equals(type) && TTL_PRINCIPAL.equals(principalId);
  }

  /**
   * Orders two sequence numbers of one shard as numbers (they are decimal digits of up to 40
   * characters, without leading zeros).
   *
   * @param a a sequence number
   * @param b another
   * @return negative, zero or positive as {@code a} is before, equal to or after {@code b}
   */
  public static int compareSequenceNumbers(String a, String b) {
    if (a.length() != b.length()) {
      return Integer.compare(a.length(), b.length());
    }
    return a.compareTo(b);
  }

  /**
   * What happened.
   *
   * @return the kind
   */
  public ChangeKind kind() {
    return kind;
  }

  /**
   * The primary key of the changed item.
   *
   * @return its key attributes
   */
  public Map<String, AttributeValue> keys() {
    return keys;
  }

  /**
   * The item before the change.
   *
   * @return the old image, empty for an insert or when the view type carries none
   */
  public Optional<Map<String, AttributeValue>> oldImage() {
    return Optional.ofNullable(oldImage);
  }

  /**
   * The item after the change.
   *
   * @return the new image, empty for a removal or when the view type carries none
   */
  public Optional<Map<String, AttributeValue>> newImage() {
    return Optional.ofNullable(newImage);
  }

  /**
   * The image that tells which entity the item belongs to.
   *
   * @return the new image, else the old one; empty for a {@code KEYS_ONLY} stream
   */
  public Optional<Map<String, AttributeValue>> image() {
    return Optional.ofNullable(newImage != null ? newImage : oldImage);
  }

  /**
   * The record's position in its shard.
   *
   * @return the sequence number
   */
  public String sequenceNumber() {
    return sequenceNumber;
  }

  /**
   * When the change was made, as DynamoDB gives it (to the second).
   *
   * @return the time, empty when the source gave none
   */
  public Optional<Instant> approximateCreationTime() {
    return Optional.ofNullable(approximateCreationTime);
  }

  /**
   * Whether this is a removal done by DynamoDB's time to live rather than by a request.
   *
   * @return true when the record's user identity is the time-to-live service principal
   */
  public boolean byTimeToLive() {
    return byTimeToLive;
  }

  @Override
  public String toString() {
    return "ChangeRecord[" + kind + " " + keys + " #" + sequenceNumber + (byTimeToLive ? " by TTL" : "") + "]";
  }
}
