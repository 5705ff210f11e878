package dev.singletable.samples;

import dev.singletable.samples.relationships.RelationshipsDemo;
import dev.singletable.samples.shipping.ShippingDemo;
import dev.singletable.samples.taskapp.TaskAppDemo;
import java.io.PrintStream;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The demos of reads across entities: seed 001's relationships and sparse index, ElectroDB's TaskApp. */
public final class CollectionsDemo {
  private CollectionsDemo() {}

  /** Runs them on {@code client}. */
  public static void run(PrintStream out, DynamoDbClient client) {
    RelationshipsDemo.run(out, client);
    ShippingDemo.run(out, client);
    TaskAppDemo.run(out, client);
  }
}
