package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.AttributeIndexDefinition;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.expression.UpdateValue;
import dev.singletable.runtime.internal.codec.Limits;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One change of one attribute in an UpdateItem's expression, and the rendering of a list of them
 * into {@code SET ... REMOVE ... ADD ... DELETE ...}: shared by updates, upserts, puts sent as
 * updates and the write tokens every update shifts.
 */
public final class UpdateAction {
  private static final AttributeValue ZERO = AttributeValue.createN("0");
  private static final AttributeValue EMPTY_LIST = AttributeValue.createL(List.of());

  /**
   * {@code SET a = :v0, b = :v1 REMOVE c ADD d :v2 DELETE e :v3}: the clauses in a fixed order.
   *
   * @param actions the changes
   * @param expressions where names and values get their placeholders
   * @return the update expression
   */
  public static String render(List<UpdateAction> actions, ExpressionBuilder expressions) {
    Map<String, List<String>> clauses = new LinkedHashMap<>();
    for (String clause : List.of("SET", "REMOVE", "ADD", "DELETE")) {
      clauses.put(clause, new ArrayList<>());
    }
    for (UpdateAction action : actions) {
      String name = action.path != null ? expressions.path(action.path) : expressions.name(action.attribute);
      switch (action.kind) {
        case SET:
          clauses.get("SET").add(name + " = " + expressions.value(action.operand));
          break;
        case SET_VALUE:
          clauses.get("SET").add(name + " = " + expressions.render(action.value));
          break;
        case SET_IF_NOT_EXISTS:
          clauses.get("SET").add(name + " = if_not_exists(" + name + ", " + expressions.value(action.operand) + ")");
          break;
        case SUBTRACT:
          clauses.get("SET").add(name + " = if_not_exists(" + name + ", " + expressions.value(ZERO) + ") - "
              + expressions.value(action.operand));
          break;
        case APPEND:
          clauses.get("SET").add(name + " = list_append(if_not_exists(" + name + ", " + expressions.value(EMPTY_LIST)
              + "), " + expressions.value(action.operand) + ")");
          break;
        case REMOVE:
          clauses.get("REMOVE").add(name);
          break;
        case ADD:
          clauses.get("ADD").add(name + " " + expressions.value(action.operand));
          break;
        case DELETE:
          clauses.get("DELETE").add(name + " " + expressions.value(action.operand));
          break;
        default:
          throw new IllegalStateException("unknown update action " + action.kind);
      }
    }
    StringBuilder expression = new StringBuilder();
    for (Map.Entry<String, List<String>> clause : clauses.entrySet()) {
      if (!clause.getValue().isEmpty()) {
        if (expression.length() > 0) {
          expression.append(' ');
        }
        expression.append(clause.getKey()).append(' ').append(String.join(", ", clause.getValue()));
      }
    }
    return expression.toString();
  }

  /**
   * Refuses a value an update writes into a key attribute of an index keyed by attributes that
   * DynamoDB would refuse there ({@link Limits#indexKeys}): what a {@code SET} or {@code SET ...
   * if_not_exists} of a top-level attribute writes, the key components an upsert stores included.
   *
   * @param entity the entity, for messages
   * @param indexes the entity's indexes keyed by attributes
   * @param actions every change of the update
   * @throws InvalidValueException naming the attribute, its value and the index
   */
  public static void checkIndexKeys(String entity, List<AttributeIndexDefinition> indexes, List<UpdateAction> actions) {
    checkIndexKeys(entity, indexes, actions, null);
  }

  /**
   * {@link #checkIndexKeys(String, List, List)} with the item as stored before the update, when it was
   * read anyway: an index key is then checked with the attributes the update leaves as stored, so that
   * a value set beside a long stored one is refused before sending, not by DynamoDB after it.
   *
   * @param stored the item read before the update; null when none was read
   */
  public static void checkIndexKeys(String entity, List<AttributeIndexDefinition> indexes, List<UpdateAction> actions,
      Map<String, AttributeValue> stored) {
    if (indexes.isEmpty()) {
      return;
    }
    Limits.indexKeys(entity, indexes, afterUpdate(actions, stored));
  }

  /**
   * Refuses an update that would leave the item read before it larger than DynamoDB's item size limit:
   * the attributes it leaves as stored and the top-level values it sets are counted (a lower bound of
   * the item after the update, since additions, appends and nested changes are left out), so nothing
   * is refused that DynamoDB would take.
   *
   * @param entity the entity, for messages
   * @param actions every change of the update
   * @param stored the item read before the update; null when none was read, which checks nothing
   * @throws InvalidValueException naming the item's size and the limit
   */
  public static void checkItemSize(String entity, List<UpdateAction> actions, Map<String, AttributeValue> stored) {
    if (stored == null) {
      return;
    }
    long bytes = 0;
    for (Map.Entry<String, AttributeValue> attribute : afterUpdate(actions, stored).entrySet()) {
      bytes += Limits.utf8(attribute.getKey()) + Limits.value(entity, attribute.getKey(), attribute.getValue());
    }
    if (bytes > Limits.MAX_ITEM_BYTES) {
      throw new InvalidValueException(entity, "(item)", bytes + " bytes", "is what the item would hold at least after this"
          + " update (the attributes it keeps and the values it sets), more than DynamoDB's item size limit of "
          + Limits.MAX_ITEM_BYTES + " bytes (400 KB)");
    }
  }

  /**
   * The top-level attributes the item holds at least after the update: those of {@code stored} it
   * leaves as they are, and the whole values it sets ({@code if_not_exists} keeping a stored one).
   *
   * @param stored the item read before the update; null when none was read
   */
  private static Map<String, AttributeValue> afterUpdate(List<UpdateAction> actions, Map<String, AttributeValue> stored) {
    Map<String, AttributeValue> after = new HashMap<>();
    if (stored != null) {
      for (Map.Entry<String, AttributeValue> attribute : stored.entrySet()) {
        if (!touched(attribute.getKey(), actions)) {
          after.put(attribute.getKey(), attribute.getValue());
        }
      }
    }
    for (UpdateAction action : actions) {
      if (action.path == null && action.operand != null
          && (action.kind == Kind.SET || action.kind == Kind.SET_IF_NOT_EXISTS)) {
        AttributeValue kept = action.kind == Kind.SET_IF_NOT_EXISTS && stored != null ? stored.get(action.attribute) : null;
        after.put(action.attribute, kept != null ? kept : action.operand);
      }
    }
    return after;
  }

  /** Whether an action changes the top-level attribute {@code name}, or a path inside it. */
  private static boolean touched(String name, List<UpdateAction> actions) {
    for (UpdateAction action : actions) {
      String changed = action.attribute;
      if (changed.equals(name) || (action.path != null && changed.startsWith(name)
          && changed.length() > name.length() && (changed.charAt(name.length()) == '.' || changed.charAt(name.length()) == '['))) {
        return true;
      }
    }
    return false;
  }

  /** What one change does; the clause it belongs to follows from it. */
  public enum Kind {
    /** {@code SET a = :v}. */
    SET,
    /** {@code SET a = <value DynamoDB computes>}. */
    SET_VALUE,
    /** {@code SET a = if_not_exists(a, :v)}. */
    SET_IF_NOT_EXISTS,
    /** {@code SET a = if_not_exists(a, 0) - :v}. */
    SUBTRACT,
    /** {@code SET a = list_append(if_not_exists(a, []), :v)}. */
    APPEND,
    /** {@code REMOVE a}. */
    REMOVE,
    /** {@code ADD a :v}. */
    ADD,
    /** {@code DELETE a :v}. */
    DELETE
  }

  /** What the change does. */
  public final Kind kind;
  /** The top-level attribute name, or the nested path's text (which identifies it). */
  public final String attribute;
  /** The value it writes, adds or deletes; null for a removal or a computed value. */
  public final AttributeValue operand;
  /** The value DynamoDB computes, for {@link Kind#SET_VALUE}; null otherwise. */
  public final UpdateValue<?, ?> value;
  /** The nested path changed, rendered segment by segment; null for a top-level attribute. */
  public final AttributePath<?, ?> path;

  /**
   * A change of a top-level attribute.
   *
   * @param kind what it does
   * @param attribute the attribute
   * @param operand the value; null for a removal
   */
  public UpdateAction(Kind kind, String attribute, AttributeValue operand) {
    this(kind, attribute, operand, null, null);
  }

  /**
   * A change of an attribute or nested path, to a value or one DynamoDB computes.
   *
   * @param kind what it does
   * @param attribute the top-level attribute name, or the nested path's text (which identifies it)
   * @param operand the value; null for a removal or a computed value
   * @param value the value DynamoDB computes, for {@link Kind#SET_VALUE}; null otherwise
   * @param path the nested path changed; null for a top-level attribute
   */
  public UpdateAction(Kind kind, String attribute, AttributeValue operand, UpdateValue<?, ?> value, AttributePath<?, ?> path) {
    this.kind = kind;
    this.attribute = attribute;
    this.operand = operand;
    this.value = value;
    this.path = path;
  }
}
