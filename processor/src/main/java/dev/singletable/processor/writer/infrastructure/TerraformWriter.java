package dev.singletable.processor.writer.infrastructure;

import static dev.singletable.processor.writer.infrastructure.JsonText.object;

import dev.singletable.processor.model.entity.CapacityModel;
import dev.singletable.processor.model.entity.TableOptionsModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The service's table as Terraform JSON configuration: an {@code aws_dynamodb_table} resource in
 * the AWS provider's argument names, named by the {@code table_name} variable, with the same table
 * as the CloudFormation template; a {@code stream_view_type} variable (null for no stream) and
 * outputs for the table's name, ARN and stream ARN. A global secondary index keyed by one attribute
 * on each side uses {@code hash_key} and {@code range_key}, which every provider version reads; an
 * index keyed by several attributes needs the provider's {@code key_schema} blocks. A KMS key given
 * by alias or id is looked up through the {@code aws_kms_key} data source, since the provider takes
 * the key's ARN. Vector indexes are named in a {@code "//"} comment only: the provider takes no
 * argument for them.
 */
final class TerraformWriter {
  private TerraformWriter() {}

  /** The configuration as a JSON tree. */
  static Map<String, Object> configuration(TableShape table) {
    String resource = resourceName(table.service());
    String address = "aws_dynamodb_table." + resource;
    Map<String, Object> configuration = object(
        "variable", object(
            "table_name", object("type", "string", "description",
                "The name of the table of service " + table.service() + ".", "default", table.service()),
            "stream_view_type", object("type", "string", "description",
                "What the table's stream records carry (KEYS_ONLY, NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES);"
                    + " null for no stream.", "default", null)));
    Optional<String> kmsKey = table.options().map(TableOptionsModel::kmsKey);
    if (kmsKey.isPresent() && !isKeyArn(kmsKey.get())) {
      configuration.put("data", object("aws_kms_key", object(resource, object("key_id", kmsKey.get()))));
    }
    configuration.put("resource", object("aws_dynamodb_table", object(resource, table(table, resource))));
    configuration.put("output", object(
        "table_name", object("description", "The table's name.", "value", "${" + address + ".name}"),
        "table_arn", object("description", "The table's ARN.", "value", "${" + address + ".arn}"),
        "stream_arn", object("description", "The ARN of the table's stream; null without one.",
            "value", "${" + address + ".stream_arn}")));
    return configuration;
  }

  /** The resource's name: the service name in lower snake case, which Terraform's identifiers allow. */
  static String resourceName(String service) {
    StringBuilder name = new StringBuilder();
    for (int i = 0; i < service.length(); i++) {
      char c = service.charAt(i);
      if (Character.isUpperCase(c) && i > 0) {
        name.append('_');
      }
      name.append(Character.isLetterOrDigit(c) || c == '-' ? Character.toLowerCase(c) : '_');
    }
    return Character.isLetter(name.charAt(0)) ? name.toString() : "table_" + name;
  }

  private static boolean isKeyArn(String key) {
    return key.startsWith("arn:") && key.contains(":key/");
  }

  private static Map<String, Object> table(TableShape table, String resource) {
    Map<String, Object> properties = object("name", "${var.table_name}");
    if (!table.vectorIndexes().isEmpty()) {
      properties.put("//", vectorIndexNote(table));
    }
    properties.put("billing_mode", table.capacity().isPresent() ? "PROVISIONED" : "PAY_PER_REQUEST");
    table.capacity().ifPresent(capacity -> capacity(properties, capacity));
    properties.put("hash_key", table.partitionKey());
    table.sortKey().ifPresent(sort -> properties.put("range_key", sort));
    List<Object> attributes = new ArrayList<>();
    table.attributes().forEach((name, type) -> attributes.add(object("name", name, "type", type)));
    properties.put("attribute", attributes);
    if (!table.globalIndexes().isEmpty()) {
      List<Object> indexes = new ArrayList<>();
      for (TableShape.GlobalIndex index : table.globalIndexes()) {
        Map<String, Object> definition = object("name", index.name());
        if (index.multiAttribute()) {
          List<Object> keys = new ArrayList<>();
          for (TableShape.Key key : index.keys()) {
            keys.add(object("attribute_name", key.attribute(), "key_type", key.keyType()));
          }
          definition.put("key_schema", keys);
        } else {
          for (TableShape.Key key : index.keys()) {
            definition.put(key.hash() ? "hash_key" : "range_key", key.attribute());
          }
        }
        projection(definition, index.projection());
        index.capacity().ifPresent(capacity -> capacity(definition, capacity));
        index.warmThroughput().ifPresent(units -> definition.put("warm_throughput", warm(units)));
        indexes.add(definition);
      }
      properties.put("global_secondary_index", indexes);
    }
    if (!table.localIndexes().isEmpty()) {
      List<Object> indexes = new ArrayList<>();
      for (TableShape.LocalIndex index : table.localIndexes()) {
        Map<String, Object> definition = object("name", index.name(), "range_key", index.keys().get(1).attribute());
        projection(definition, TableShape.Projection.ALL);
        indexes.add(definition);
      }
      properties.put("local_secondary_index", indexes);
    }
    table.ttlAttribute().ifPresent(attribute -> properties.put("ttl",
        object("attribute_name", attribute, "enabled", true)));
    properties.put("stream_enabled", "${var.stream_view_type != null}");
    properties.put("stream_view_type", "${var.stream_view_type}");
    table.options().ifPresent(options -> options(properties, options, resource));
    return properties;
  }

  /**
   * A comment (Terraform JSON ignores a {@code "//"} property) naming the vector indexes the file
   * leaves out: the provider's {@code aws_dynamodb_table} has no argument for them.
   */
  private static String vectorIndexNote(TableShape table) {
    List<String> names = new ArrayList<>();
    for (TableShape.VectorIndex index : table.vectorIndexes()) {
      names.add(index.name() + " (vector " + index.vectorAttribute() + ", " + index.dimensions() + " dimensions, "
          + index.distance() + ")");
    }
    return "Not declared here: vector index" + (names.size() == 1 ? " " : "es ") + String.join(", ", names)
        + ". The AWS provider's aws_dynamodb_table (6.x, which this file is written for) has no vector index"
        + " argument; after apply, the service's TableUpdate adds them (UpdateTable), or deploy the CloudFormation"
        + " template, which declares them.";
  }

  private static void options(Map<String, Object> properties, TableOptionsModel options, String resource) {
    if (options.pointInTimeRecovery()) {
      Map<String, Object> recovery = object("enabled", true);
      if (options.recoveryPeriodDays() > 0) {
        recovery.put("recovery_period_in_days", options.recoveryPeriodDays());
      }
      properties.put("point_in_time_recovery", recovery);
    }
    if (options.deletionProtection()) {
      properties.put("deletion_protection_enabled", true);
    }
    if (options.tableClass() != null) {
      properties.put("table_class", options.tableClass().toUpperCase(Locale.ROOT));
    }
    if (options.kmsKey() != null) {
      properties.put("server_side_encryption", object("enabled", true, "kms_key_arn",
          isKeyArn(options.kmsKey()) ? options.kmsKey() : "${data.aws_kms_key." + resource + ".arn}"));
    }
    if (options.onDemandMaximum().given()) {
      Map<String, Object> maximum = object();
      if (options.onDemandMaximum().read() > 0) {
        maximum.put("max_read_request_units", options.onDemandMaximum().read());
      }
      if (options.onDemandMaximum().write() > 0) {
        maximum.put("max_write_request_units", options.onDemandMaximum().write());
      }
      properties.put("on_demand_throughput", maximum);
    }
    if (options.warmThroughput().given()) {
      properties.put("warm_throughput", warm(options.warmThroughput()));
    }
    if (!options.tags().isEmpty()) {
      Map<String, Object> tags = object();
      for (TableOptionsModel.TagModel tag : options.tags()) {
        tags.put(tag.key(), tag.value());
      }
      properties.put("tags", tags);
    }
  }

  private static void projection(Map<String, Object> definition, TableShape.Projection projection) {
    definition.put("projection_type", projection.type());
    if (!projection.nonKeyAttributes().isEmpty()) {
      definition.put("non_key_attributes", projection.nonKeyAttributes());
    }
  }

  private static void capacity(Map<String, Object> definition, CapacityModel.Capacity capacity) {
    definition.put("read_capacity", capacity.read());
    definition.put("write_capacity", capacity.write());
  }

  private static Map<String, Object> warm(TableOptionsModel.Units units) {
    Map<String, Object> warm = object();
    if (units.read() > 0) {
      warm.put("read_units_per_second", units.read());
    }
    if (units.write() > 0) {
      warm.put("write_units_per_second", units.write());
    }
    return warm;
  }
}
