package dev.singletable.processor.writer.entity;

import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.Lifecycle;
import java.util.ArrayList;
import java.util.List;

/**
 * What the javadoc of an entity's writes says about the values the library sets in its keys: where
 * each write takes the creation and update times from and what keeping a stored creation time costs,
 * and what an upsert does with the index keys holding the creation time, generated ids and defaults
 * it gives an item it may create. Empty for an entity whose keys hold none of them, so that their
 * javadoc is unchanged. Javadoc text, to be passed to JavaPoet as an argument ({@code $L}), not as a
 * format.
 */
final class LibraryValuesInKeys {
  private static final int WIDTH = 100;
  private final String createdAt;
  private final boolean createdInPrimaryKey;
  private final List<String> createdIndexes;
  private final String updatedAt;
  private final List<String> updatedIndexes;
  /** What an upsert gives the components outside the primary key that secondary index keys hold: {@code status} (its default). */
  private final List<String> assumed = new ArrayList<>();
  /** The secondary indexes whose keys hold one of them. */
  private final List<String> assumedIndexes = new ArrayList<>();

  LibraryValuesInKeys(EntityModel entity) {
    this.createdAt = entity.attributeWith(Lifecycle.CREATED_AT).map(AttributeModel::name).orElse(null);
    this.updatedAt = entity.attributeWith(Lifecycle.UPDATED_AT).map(AttributeModel::name).orElse(null);
    this.createdInPrimaryKey = entity.allIndexes().stream()
        .anyMatch(index -> index.isPrimary() && holds(index, createdAt));
    this.createdIndexes = secondary(entity, createdAt);
    this.updatedIndexes = secondary(entity, updatedAt);
    // A creation time in the primary key is the key's: the upsert names it.
    if (!createdIndexes.isEmpty() && !createdInPrimaryKey) {
      assumed.add("{@code " + createdAt + "} (its own time)");
      assumedIndexes.addAll(createdIndexes);
    }
    for (AttributeModel attribute : entity.attributes()) {
      List<String> indexes = secondary(entity, attribute.name());
      if (attribute.hasCreationValue() && !entity.isKeyComponent(attribute.name()) && !indexes.isEmpty()) {
        assumed.add("{@code " + attribute.name() + "} (" + (attribute.generatedId().isPresent() ? "a new id"
            : "its default") + ")");
        for (String index : indexes) {
          if (!assumedIndexes.contains(index)) {
            assumedIndexes.add(index);
          }
        }
      }
    }
  }

  /** What a put does with the times. */
  String put() {
    List<String> said = new ArrayList<>();
    if (createdInPrimaryKey) {
      said.add("The primary key holds {@code " + createdAt + "}, the creation time: a record whose {@code " + createdAt
          + "} is null is put as a new item at the table's time, a record read from the table over its own item.");
    }
    if (!createdIndexes.isEmpty()) {
      said.add("The keys of " + indexes(createdIndexes) + " hold {@code " + createdAt + "}, the creation time, which a"
          + " put keeps: the put is conditional on the item being new or holding the record's {@code " + createdAt
          + "} (the table's time when null), so a record read from the table costs one request; when the item holds"
          + " another, the put is sent once more with the stored time and the keys rendered from it (two requests, no"
          + " read).");
    }
    said.add(updated("the put"));
    return paragraph(said);
  }

  /** What a create does with the times. */
  String create() {
    List<String> said = new ArrayList<>();
    if (createdInPrimaryKey || !createdIndexes.isEmpty()) {
      said.add("The keys holding {@code " + createdAt + "} are rendered from the record's, or the table's time when it"
          + " is null.");
    }
    said.add(updated("the create"));
    return paragraph(said);
  }

  /** What an update does with the times. */
  String update() {
    List<String> said = new ArrayList<>();
    if (!createdIndexes.isEmpty()) {
      said.add("An update never changes {@code " + createdAt + "}; one that writes the keys of " + indexes(createdIndexes)
          + " again renders them from the stored one, which it reads with {@code readingMissingComponents()} (one read"
          + " before the write), or it throws IncompleteUpdateException before sending.");
    }
    if (!updatedIndexes.isEmpty()) {
      said.add("Every update sets {@code " + updatedAt + "} to the table's time and moves the keys of "
          + indexes(updatedIndexes) + " with it, in the same request; it must know their other components.");
    }
    return paragraph(said);
  }

  /** What an upsert does with the times. */
  String upsert() {
    List<String> said = new ArrayList<>();
    if (createdInPrimaryKey) {
      said.add("The key's {@code " + createdAt + "} is the creation time of an item the upsert creates.");
    }
    if (!assumed.isEmpty()) {
      said.add("An upsert that writes the keys of " + indexes(assumedIndexes) + " renders them from the values it"
          + " gives an item it creates, " + String.join(", ", assumed) + ", on condition that the item lacks or holds"
          + " them: a new item, or one holding them, costs one request; over an item holding others it is sent once"
          + " more with the stored ones and the keys rendered from them (two requests, no read), and in a transaction"
          + " it cancels. The keys of an index whose every component is a key component or one of these values are"
          + " written only if the item has none: an item that has them keeps them, in one request, in a transaction"
          + " too.");
    }
    if (!updatedIndexes.isEmpty()) {
      said.add("Every upsert sets {@code " + updatedAt + "} to the table's time and moves the keys of "
          + indexes(updatedIndexes) + " with it.");
    }
    return paragraph(said);
  }

  private String updated(String write) {
    return updatedIndexes.isEmpty() ? null : "The keys of " + indexes(updatedIndexes) + " hold {@code " + updatedAt
        + "}, which " + write + " sets to the table's time.";
  }

  private static List<String> secondary(EntityModel entity, String component) {
    List<String> names = new ArrayList<>();
    for (IndexModel index : entity.allIndexes()) {
      if (!index.isPrimary() && holds(index, component)) {
        names.add(index.indexName());
      }
    }
    return names;
  }

  private static boolean holds(IndexModel index, String component) {
    return component != null && index.componentNames().contains(component);
  }

  private static String indexes(List<String> names) {
    List<String> quoted = new ArrayList<>();
    for (String name : names) {
      quoted.add("{@code " + name + "}");
    }
    return (names.size() == 1 ? "index " : "indexes ") + String.join(", ", quoted);
  }

  /** The sentences given (nulls left out) as one paragraph, wrapped as the rest of the javadoc is; empty for none. */
  private static String paragraph(List<String> sentences) {
    StringBuilder text = new StringBuilder();
    int line = 0;
    for (String sentence : sentences) {
      if (sentence == null) {
        continue;
      }
      for (String word : sentence.split(" ")) {
        if (line > 0 && line + 1 + word.length() > WIDTH) {
          text.append('\n');
          line = 0;
        } else if (line > 0) {
          text.append(' ');
          line++;
        }
        text.append(word);
        line += word.length();
      }
    }
    return text.length() == 0 ? "" : text + "\n\n";
  }
}
