package dev.singletable.runtime;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * An SDK interceptor that makes DynamoDB Local behave like a busy table, deterministically by seed:
 * it takes part of every BatchWriteItem / BatchGetItem request out before it is sent and hands that
 * part back as {@code UnprocessedItems} / {@code UnprocessedKeys} (so the held-back items really
 * are not written or read until they are sent again), and it fails some calls with {@code
 * ProvisionedThroughputExceededException} before they are transmitted. It counts what it did.
 */
final class FlakyBatches implements ExecutionInterceptor {
  private static final ExecutionAttribute<List<WriteRequest>> HELD_WRITES = new ExecutionAttribute<>("test.heldWrites");
  private static final ExecutionAttribute<List<Map<String, AttributeValue>>> HELD_KEYS = new ExecutionAttribute<>("test.heldKeys");

  // DynamoDB refuses an empty request: when everything is held back, this absent key is sent instead.
  private static final Map<String, AttributeValue> SENTINEL =
      Map.of("pk", AttributeValue.fromS("FLAKY#sentinel"), "sk", AttributeValue.fromS("FLAKY#sentinel"));

  private final SplittableRandom random;
  private final double holdShare;
  private final double throttleShare;
  private final Predicate<Map<String, AttributeValue>> alwaysHeld;
  int batchCalls;
  int throttledCalls;
  int heldOperations;

  /**
   * @param seed makes the choices reproducible
   * @param holdShare the share of each request's operations held back (at least one of each request
   *     of two or more; a request of one is held back with this probability)
   * @param throttleShare the share of calls that fail as throttled
   * @param alwaysHeld keys (or put items) that are held back on every call, whatever the share
   */
  FlakyBatches(long seed, double holdShare, double throttleShare, Predicate<Map<String, AttributeValue>> alwaysHeld) {
    this.random = new SplittableRandom(seed);
    this.holdShare = holdShare;
    this.throttleShare = throttleShare;
    this.alwaysHeld = alwaysHeld;
  }

  @Override
  public synchronized SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
    SdkRequest request = context.request();
    if (request instanceof BatchWriteItemRequest) {
      batchCalls++;
      BatchWriteItemRequest write = (BatchWriteItemRequest) request;
      Map<String, List<WriteRequest>> kept = new HashMap<>();
      List<WriteRequest> held = new ArrayList<>();
      for (Map.Entry<String, List<WriteRequest>> table : write.requestItems().entrySet()) {
        List<WriteRequest> keep = new ArrayList<>();
        for (WriteRequest operation : table.getValue()) {
          Map<String, AttributeValue> item = operation.putRequest() != null ? operation.putRequest().item() : operation.deleteRequest().key();
          (alwaysHeld.test(item) ? held : keep).add(operation);
        }
        hold(keep, held);
        if (keep.isEmpty()) {
          keep.add(WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(SENTINEL).build()).build());
        }
        kept.put(table.getKey(), keep);
        attributes.putAttribute(HELD_WRITES, held);
      }
      heldOperations += held.size();
      return write.toBuilder().requestItems(kept).build();
    }
    if (request instanceof BatchGetItemRequest) {
      batchCalls++;
      BatchGetItemRequest get = (BatchGetItemRequest) request;
      Map<String, KeysAndAttributes> kept = new HashMap<>();
      List<Map<String, AttributeValue>> held = new ArrayList<>();
      for (Map.Entry<String, KeysAndAttributes> table : get.requestItems().entrySet()) {
        List<Map<String, AttributeValue>> keep = new ArrayList<>();
        for (Map<String, AttributeValue> key : table.getValue().keys()) {
          (alwaysHeld.test(key) ? held : keep).add(key);
        }
        hold(keep, held);
        if (keep.isEmpty()) {
          keep.add(SENTINEL);
        }
        kept.put(table.getKey(), table.getValue().toBuilder().keys(keep).build());
        attributes.putAttribute(HELD_KEYS, held);
      }
      heldOperations += held.size();
      return get.toBuilder().requestItems(kept).build();
    }
    return request;
  }

  @Override
  public synchronized void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
    boolean batch = context.request() instanceof BatchWriteItemRequest || context.request() instanceof BatchGetItemRequest;
    if (batch && random.nextDouble() < throttleShare) {
      throttledCalls++;
      throw ProvisionedThroughputExceededException.builder()
          .message("test: throughput exceeded")
          .statusCode(400)
          .awsErrorDetails(AwsErrorDetails.builder().errorCode("ProvisionedThroughputExceededException").build())
          .build();
    }
  }

  @Override
  public SdkResponse modifyResponse(Context.ModifyResponse context, ExecutionAttributes attributes) {
    SdkResponse response = context.response();
    String table = tableOf(context.request());
    List<WriteRequest> heldWrites = attributes.getAttribute(HELD_WRITES);
    if (response instanceof BatchWriteItemResponse && heldWrites != null && !heldWrites.isEmpty()) {
      BatchWriteItemResponse write = (BatchWriteItemResponse) response;
      List<WriteRequest> unprocessed = new ArrayList<>(heldWrites);
      if (write.hasUnprocessedItems() && write.unprocessedItems().containsKey(table)) {
        unprocessed.addAll(write.unprocessedItems().get(table));
      }
      return write.toBuilder().unprocessedItems(Map.of(table, unprocessed)).build();
    }
    List<Map<String, AttributeValue>> heldKeys = attributes.getAttribute(HELD_KEYS);
    if (response instanceof BatchGetItemResponse && heldKeys != null && !heldKeys.isEmpty()) {
      BatchGetItemResponse get = (BatchGetItemResponse) response;
      List<Map<String, AttributeValue>> unprocessed = new ArrayList<>(heldKeys);
      if (get.hasUnprocessedKeys() && get.unprocessedKeys().containsKey(table)) {
        unprocessed.addAll(get.unprocessedKeys().get(table).keys());
      }
      return get.toBuilder().unprocessedKeys(Map.of(table, KeysAndAttributes.builder().keys(unprocessed).build())).build();
    }
    return response;
  }

  /**
   * Moves a random part of {@code keep} to {@code held}: of two or more operations at least one and
   * never all; a lone operation with probability {@code holdShare}.
   */
  private <T> void hold(List<T> keep, List<T> held) {
    if (holdShare <= 0 || keep.isEmpty()) {
      return;
    }
    if (keep.size() == 1) {
      if (random.nextDouble() < holdShare) {
        held.add(keep.remove(0));
      }
      return;
    }
    int count = Math.min(keep.size() - 1, Math.max(1, (int) Math.round(keep.size() * holdShare)));
    for (int i = 0; i < count; i++) {
      held.add(keep.remove(random.nextInt(keep.size())));
    }
  }

  private static String tableOf(SdkRequest request) {
    if (request instanceof BatchWriteItemRequest) {
      return ((BatchWriteItemRequest) request).requestItems().keySet().iterator().next();
    }
    if (request instanceof BatchGetItemRequest) {
      return ((BatchGetItemRequest) request).requestItems().keySet().iterator().next();
    }
    return null;
  }
}
