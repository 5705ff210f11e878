package dev.singletable.processor.model.service;

import dev.singletable.processor.model.JavaNames;
import dev.singletable.processor.model.RuntimeSurface;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The names of a generated service's members that come from the model: one accessor per entity,
 * one method per collection and, in a collection's query, one step per sub-collection and a pair of
 * range steps per member. The writers name members with these, and the checks report two model
 * names that would give one member name, or a member name the generated class already has, at the
 * annotation value that chose it.
 */
public final class ServiceNames {
  /** The members every service class declares, whatever its model. */
  public static final List<String> SERVICE_MEMBERS = List.of("NAME", "of", "table", "consistent", "skipInvalid",
      "transactWrite", "transactWrites", "transactGet", "batchWrite", "batchGet", "scan", "parse", "change", "createTableRequest",
      "timeToLiveRequest");


  private ServiceNames() {}

  /** The service class's members besides those the model names: its own and those of {@code Object}. */
  public static Set<String> serviceMembers(RuntimeSurface surface) {
    Set<String> members = new HashSet<>(SERVICE_MEMBERS);
    members.addAll(surface.object());
    return members;
  }

  /** {@code event} -> {@code events()}, {@code pull_request} -> {@code pullRequests()}. */
  public static String accessor(String entityName) {
    return JavaNames.identifier(plural(entityName), "Entity");
  }

  /** {@code issue_comments} -> {@code issueComments(...)}. */
  public static String collectionMethod(String collection) {
    return JavaNames.identifier(collection, "Collection");
  }

  /** The step of a collection query that narrows it to a sub-collection. */
  public static String subCollectionMethod(String subCollection) {
    return JavaNames.identifier(subCollection, "SubCollection");
  }

  /** {@code fromPullRequest}: the range step of a collection query that starts at a member's items. */
  public static String fromMember(String entityName) {
    return "from" + JavaNames.upperCamel(entityName);
  }

  /** {@code upToPullRequest}: the range step of a collection query that ends with a member's items. */
  public static String upToMember(String entityName) {
    return "upTo" + JavaNames.upperCamel(entityName);
  }

  /**
   * {@code event} -> {@code events}, {@code category} -> {@code categories}, {@code box} -> {@code
   * boxes}; a name that already reads as a plural ({@code subscriptions}, {@code series}: an {@code s}
   * after anything but {@code s}, {@code a}, {@code i} or {@code u}) stays as it is.
   */
  public static String plural(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    if (lower.length() > 2 && lower.endsWith("s") && "saiu".indexOf(lower.charAt(lower.length() - 2)) < 0) {
      return name;
    }
    if (lower.endsWith("y") && lower.length() > 1 && "aeiou".indexOf(lower.charAt(lower.length() - 2)) < 0) {
      return name.substring(0, name.length() - 1) + "ies";
    }
    if (lower.endsWith("s") || lower.endsWith("x") || lower.endsWith("ch") || lower.endsWith("sh")) {
      return name + "es";
    }
    return name + "s";
  }
}
