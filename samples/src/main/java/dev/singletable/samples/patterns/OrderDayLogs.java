package dev.singletable.samples.patterns;

import dev.singletable.runtime.Table;
import java.time.LocalDate;
import java.util.List;

/**
 * Reads of {@link OrderDayLog}s: one order's logs of a day from the one shard its id decides, and
 * the whole day from all shards, in time order.
 */
public final class OrderDayLogs {
  private final OrderDayLogEntity logs;

  private OrderDayLogs(OrderDayLogEntity logs) {
    this.logs = logs;
  }

  /**
   * The logs of a table.
   *
   * @param table the table
   * @return the logs
   */
  public static OrderDayLogs of(Table table) {
    return new OrderDayLogs(OrderDayLogEntity.of(table));
  }

  /**
   * The shard an order's logs are written to: {@code @Shard(by = "orderId")}'s documented rule,
   * {@code 1 + floorMod(orderId.hashCode(), 4)}, the same in every JVM.
   *
   * @param orderId the order
   * @return its shard, from 1 to 4
   */
  public static int shardOf(String orderId) {
    return 1 + Math.floorMod(orderId.hashCode(), 4);
  }

  /**
   * Writes a log line; its shard is computed from the order id.
   *
   * @param log the log line, with shard 0
   * @return the log line as written, with its shard
   */
  public OrderDayLog write(OrderDayLog log) {
    return logs.put(log).execute();
  }

  /**
   * One order's logs of a day, in time order: one query of the order's shard.
   *
   * @param date the day
   * @param orderId the order
   * @return the logs
   */
  public List<OrderDayLog> ofOrder(LocalDate date, String orderId) {
    return logs.query().primary(date, shardOf(orderId)).filter(OrderDayLogEntity.ORDER_ID.eq(orderId)).list();
  }

  /**
   * All logs of a day, in time order: every shard read and merged.
   *
   * @param date the day
   * @return the logs
   */
  public List<OrderDayLog> ofDay(LocalDate date) {
    return logs.query().primaryShards(date).list();
  }
}
