package dev.singletable.lambda;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.Identity;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamViewType;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * Lambda events built from the records the streams API returns, field by field as Lambda's event
 * source mapping delivers them: for replaying a stream (of a local engine, or a captured one)
 * through a Lambda handler in tests and locally.
 */
public final class LambdaEvents {
  private LambdaEvents() {}

  /**
   * An event holding the records, in order.
   *
   * @param records records of the streams API ({@code GetRecords})
   * @return the event
   */
  public static DynamodbEvent event(List<Record> records) {
    List<DynamodbEvent.DynamodbStreamRecord> converted = new ArrayList<>();
    for (Record record : records) {
      converted.add(record(record));
    }
    DynamodbEvent event = new DynamodbEvent();
    event.setRecords(converted);
    return event;
  }

  /**
   * One record as Lambda delivers it.
   *
   * @param record a record of the streams API
   * @return the Lambda event's record
   */
  public static DynamodbEvent.DynamodbStreamRecord record(Record record) {
    DynamodbEvent.DynamodbStreamRecord lambda = new DynamodbEvent.DynamodbStreamRecord();
    lambda.setEventID(record.eventID());
    lambda.setEventName(record.eventNameAsString());
    lambda.setEventSource("aws:dynamodb");
    lambda.setEventVersion(record.eventVersion());
    lambda.setAwsRegion(record.awsRegion());
    software.amazon.awssdk.services.dynamodb.model.StreamRecord sdk = record.dynamodb();
    StreamRecord stream = new StreamRecord();
    stream.setKeys(item(sdk.keys()));
    if (sdk.hasOldImage()) {
      stream.setOldImage(item(sdk.oldImage()));
    }
    if (sdk.hasNewImage()) {
      stream.setNewImage(item(sdk.newImage()));
    }
    stream.setSequenceNumber(sdk.sequenceNumber());
    stream.setSizeBytes(sdk.sizeBytes());
    stream.setStreamViewType(StreamViewType.fromValue(sdk.streamViewTypeAsString()));
    if (sdk.approximateCreationDateTime() != null) {
      stream.setApproximateCreationDateTime(Date.from(sdk.approximateCreationDateTime()));
    }
    lambda.setDynamodb(stream);
    if (record.userIdentity() != null) {
      Identity identity = new Identity();
      identity.setType(record.userIdentity().type());
      identity.setPrincipalId(record.userIdentity().principalId());
      lambda.setUserIdentity(identity);
    }
    return lambda;
  }

  /**
   * An SDK v2 item in Lambda's event model.
   *
   * @param item the item
   * @return a new map in the same order
   */
  public static Map<String, AttributeValue> item(Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> item) {
    Map<String, AttributeValue> copy = new LinkedHashMap<>();
    item.forEach((name, value) -> copy.put(name, value(value)));
    return copy;
  }

  private static AttributeValue value(software.amazon.awssdk.services.dynamodb.model.AttributeValue value) {
    AttributeValue lambda = new AttributeValue();
    switch (value.type()) {
      case S -> lambda.setS(value.s());
      case N -> lambda.setN(value.n());
      case B -> lambda.setB(value.b().asByteBuffer());
      case BOOL -> lambda.setBOOL(value.bool());
      case NUL -> lambda.setNULL(true);
      case SS -> lambda.setSS(value.ss());
      case NS -> lambda.setNS(value.ns());
      case BS -> lambda.setBS(value.bs().stream().map(SdkBytes::asByteBuffer).toList());
      case M -> lambda.setM(item(value.m()));
      case L -> lambda.setL(value.l().stream().map(LambdaEvents::value).toList());
      default -> throw new IllegalArgumentException("unknown attribute type " + value.type());
    }
    return lambda;
  }
}
