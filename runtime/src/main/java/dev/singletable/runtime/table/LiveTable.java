package dev.singletable.runtime.table;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * What the engine says of a table, read once with a sync or an async client: {@code DescribeTable},
 * and where the model needs them {@code DescribeTimeToLive}, {@code DescribeContinuousBackups} and
 * {@code ListTagsOfResource}. A part the engine does not answer is null with the reason beside it.
 *
 * @param table the table, null when it does not exist
 * @param timeToLive the time to live, null when not read or not answered
 * @param timeToLiveNotAnswered why it was not answered, null when it was or was not asked
 * @param backups the continuous backups, null when not read or not answered
 * @param backupsNotAnswered why they were not answered
 * @param tags the table's tags, null when not read or not answered
 * @param tagsNotAnswered why they were not answered
 */
record LiveTable(TableDescription table, TimeToLiveDescription timeToLive, String timeToLiveNotAnswered,
    ContinuousBackupsDescription backups, String backupsNotAnswered, List<Tag> tags, String tagsNotAnswered) {

  /** A part of the table: the answer, or why there is none. */
  private record Part<T>(T answer, String notAnswered) {}

  static LiveTable read(DynamoDbClient client, CreateTableRequest expected, UpdateTimeToLiveRequest timeToLive,
      UpdateContinuousBackupsRequest pointInTimeRecovery) {
    String name = expected.tableName();
    TableDescription table;
    try {
      table = client.describeTable(builder -> builder.tableName(name)).table();
    } catch (ResourceNotFoundException e) {
      return new LiveTable(null, null, null, null, null, null, null);
    }
    Part<TimeToLiveDescription> ttl = timeToLive == null ? new Part<>(null, null)
        : part("DescribeTimeToLive", () -> client.describeTimeToLive(builder -> builder.tableName(name)),
            DescribeTimeToLiveResponse::timeToLiveDescription);
    Part<ContinuousBackupsDescription> backups = pointInTimeRecovery == null ? new Part<>(null, null)
        : part("DescribeContinuousBackups", () -> client.describeContinuousBackups(builder -> builder.tableName(name)),
            DescribeContinuousBackupsResponse::continuousBackupsDescription);
    Part<List<Tag>> tags = !expected.hasTags() ? new Part<>(null, null)
        : part("ListTagsOfResource", () -> client.listTagsOfResource(builder -> builder.resourceArn(table.tableArn())),
            ListTagsOfResourceResponse::tags);
    return new LiveTable(table, ttl.answer(), ttl.notAnswered(), backups.answer(), backups.notAnswered(),
        tags.answer(), tags.notAnswered());
  }

  static CompletableFuture<LiveTable> readAsync(DynamoDbAsyncClient client, CreateTableRequest expected,
      UpdateTimeToLiveRequest timeToLive, UpdateContinuousBackupsRequest pointInTimeRecovery) {
    String name = expected.tableName();
    return client.describeTable(builder -> builder.tableName(name))
        .handle((response, failure) -> {
          if (failure == null) {
            return response.table();
          }
          if (cause(failure) instanceof ResourceNotFoundException) {
            return (TableDescription) null;
          }
          throw failure instanceof CompletionException completion ? completion : new CompletionException(failure);
        })
        .thenCompose(table -> {
          if (table == null) {
            return CompletableFuture.completedFuture(new LiveTable(null, null, null, null, null, null, null));
          }
          CompletableFuture<Part<TimeToLiveDescription>> ttl = timeToLive == null
              ? CompletableFuture.completedFuture(new Part<>(null, null))
              : partAsync("DescribeTimeToLive", () -> client.describeTimeToLive(builder -> builder.tableName(name)),
                  DescribeTimeToLiveResponse::timeToLiveDescription);
          CompletableFuture<Part<ContinuousBackupsDescription>> backups = pointInTimeRecovery == null
              ? CompletableFuture.completedFuture(new Part<>(null, null))
              : partAsync("DescribeContinuousBackups",
                  () -> client.describeContinuousBackups(builder -> builder.tableName(name)),
                  DescribeContinuousBackupsResponse::continuousBackupsDescription);
          CompletableFuture<Part<List<Tag>>> tags = !expected.hasTags()
              ? CompletableFuture.completedFuture(new Part<>(null, null))
              : partAsync("ListTagsOfResource",
                  () -> client.listTagsOfResource(builder -> builder.resourceArn(table.tableArn())),
                  ListTagsOfResourceResponse::tags);
          return CompletableFuture.allOf(ttl, backups, tags).thenApply(all -> new LiveTable(table,
              ttl.join().answer(), ttl.join().notAnswered(), backups.join().answer(), backups.join().notAnswered(),
              tags.join().answer(), tags.join().notAnswered()));
        });
  }

  /** The answer, or, when the engine refuses the call, why. */
  private static <R, T> Part<T> part(String call, Supplier<R> send, Function<R, T> answer) {
    try {
      return new Part<>(answer.apply(send.get()), null);
    } catch (DynamoDbException | UnsupportedOperationException e) {
      return new Part<>(null, notAnswered(call, e));
    }
  }

  private static <R, T> CompletableFuture<Part<T>> partAsync(String call, Supplier<CompletableFuture<R>> send,
      Function<R, T> answer) {
    CompletableFuture<R> sent;
    try {
      sent = send.get();
    } catch (UnsupportedOperationException e) {
      return CompletableFuture.completedFuture(new Part<>(null, notAnswered(call, e)));
    }
    return sent.handle((response, failure) -> {
      if (failure == null) {
        return new Part<>(answer.apply(response), null);
      }
      Throwable cause = cause(failure);
      if (cause instanceof DynamoDbException || cause instanceof UnsupportedOperationException) {
        return new Part<>(null, notAnswered(call, cause));
      }
      throw failure instanceof CompletionException completion ? completion : new CompletionException(failure);
    });
  }

  private static String notAnswered(String call, Throwable e) {
    return call + " not answered: " + e.getMessage();
  }

  static Throwable cause(Throwable failure) {
    return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
  }
}
