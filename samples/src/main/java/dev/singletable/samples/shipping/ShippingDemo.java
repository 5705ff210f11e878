package dev.singletable.samples.shipping;

import dev.singletable.runtime.Table;
import dev.singletable.samples.ItemPrinter;
import java.io.PrintStream;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Writes seed 001's sparse-index table, prints it, and reads a customer's shipped orders. */
public final class ShippingDemo {
  private ShippingDemo() {}

  /** Writes the seed's three orders; only the shipped one is in index {@code SPARSE_SHIPPED}. */
  public static void seed(Table table) {
    ShippingOrderEntity orders = ShippingOrderEntity.of(table);
    orders.put(new ShippingOrder(1, "AWAITING_PAYMENT", "CUSTOMER#KHJ", null)).execute();
    orders.put(new ShippingOrder(2, "AWAITING_SHIPMENT", "CUSTOMER#JHD", null)).execute();
    orders.put(new ShippingOrder(3, "SHIPPED", "CUSTOMER#JHD", "2020-10-26T09:39:14")).execute();
  }

  /** Runs the demo on {@code client}, in a table named {@code shipping}. */
  public static void run(PrintStream out, DynamoDbClient client) {
    client.createTable(ShippingService.createTableRequest("shipping"));
    Table table = Table.of(client, "shipping");
    seed(table);
    ItemPrinter.print(out, client, "shipping", List.of("PK", "SPARSE_SHIPPED_PK", "SPARSE_SHIPPED_SK"));
    ShippingOrderEntity orders = ShippingOrderEntity.of(table);
    out.println("last 10 shipped of CUSTOMER#JHD: "
        + orders.query().shipped("CUSTOMER#JHD").descending().limit(10).list());
    out.println("shipped on or after 2020-10-01: "
        + orders.query().shipped("CUSTOMER#JHD").shipDateGte("2020-10-01").list());
    out.println();
  }
}
