package dev.singletable.runtime.scan;

import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.expression.Condition;
import java.util.Map;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A scan of the table itself: one that DynamoDB can read strongly consistent, so it offers {@link
 * #consistent()}. A scan of a global secondary index is a plain {@link Scan}, on which {@code
 * consistent()} does not compile.
 *
 * <p>Its modifiers return it as a {@code TableScan}, so {@code consistent()} may come anywhere among
 * them, except after the varargs {@code filter(EntityFilter...)} and {@code attributes(...)}, which
 * return a {@link Scan}.
 *
 * @param <T> what the scan returns
 */
public final class TableScan<T> extends Scan<T> {

  TableScan(ScanRead<T> read) {
    super(read);
  }

  /**
   * Uses strongly consistent reads, which see every write acknowledged before the scan (twice the
   * read cost).
   *
   * @return this scan
   */
  public TableScan<T> consistent() {
    read.consistent();
    return this;
  }

  @Override
  public TableScan<T> filter(Condition<T> condition) {
    super.filter(condition);
    return this;
  }

  @Override
  public TableScan<T> limit(int n) {
    super.limit(n);
    return this;
  }

  @Override
  public TableScan<T> skipInvalid() {
    super.skipInvalid();
    return this;
  }

  @Override
  public TableScan<T> skipInvalid(Consumer<? super InvalidItem> onInvalid) {
    super.skipInvalid(onInvalid);
    return this;
  }

  @Override
  public TableScan<T> onForeign(Consumer<? super Map<String, AttributeValue>> onForeign) {
    super.onForeign(onForeign);
    return this;
  }

  @Override
  public TableScan<T> segment(int segment, int totalSegments) {
    super.segment(segment, totalSegments);
    return this;
  }

  @Override
  public TableScan<T> startAfter(String cursor) {
    super.startAfter(cursor);
    return this;
  }
}
