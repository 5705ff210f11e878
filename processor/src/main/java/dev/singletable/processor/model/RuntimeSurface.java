package dev.singletable.processor.model;

import java.util.Set;

/**
 * The names of the methods the generated classes inherit from the runtime, read from the runtime on
 * the class path once per round: a generated method named by the model (a step's fixing method, a
 * collection's narrowing step, a nested record's path) must not take one of them. Each set holds the
 * public and protected instance methods of the type, inherited ones and those of {@code Object}
 * included. Read, not copied, so that a method the runtime gains is avoided without a second list.
 *
 * @param keyQueryStep the members of a key query's step ({@value #KEY_QUERY_STEP})
 * @param attributeQueryStep the members of an attribute-keyed index query's step ({@value
 *     #ATTRIBUTE_QUERY_STEP})
 * @param collectionQuery the members of a collection's query ({@value #COLLECTION_QUERY})
 * @param updatableAttribute the members of a nested record's path ({@value #UPDATABLE_ATTRIBUTE})
 * @param object the members of {@code java.lang.Object}, which every generated class has
 */
public record RuntimeSurface(Set<String> keyQueryStep, Set<String> attributeQueryStep, Set<String> collectionQuery,
    Set<String> updatableAttribute, Set<String> object) {
  /** The base of the generated steps of a key query. */
  public static final String KEY_QUERY_STEP = "dev.singletable.runtime.internal.query.KeyQueryStep";
  /** The base of the generated steps of an attribute-keyed index query. */
  public static final String ATTRIBUTE_QUERY_STEP = "dev.singletable.runtime.internal.query.AttributeQueryStep";
  /** The base of the generated collection queries. */
  public static final String COLLECTION_QUERY = "dev.singletable.runtime.collection.CollectionQuery";
  /** The base of the generated paths of nested records. */
  public static final String UPDATABLE_ATTRIBUTE = "dev.singletable.runtime.expression.UpdatableAttribute";

  /** Copies the sets, which are then immutable. */
  public RuntimeSurface {
    keyQueryStep = Set.copyOf(keyQueryStep);
    attributeQueryStep = Set.copyOf(attributeQueryStep);
    collectionQuery = Set.copyOf(collectionQuery);
    updatableAttribute = Set.copyOf(updatableAttribute);
    object = Set.copyOf(object);
  }
}
