package dev.singletable.processor.model.service;

import dev.singletable.processor.model.entity.CollectionModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One collection of a service: the entities whose index names it, each with that index. The checks
 * make sure that every member names it on the same index with the same partition key, so the
 * writers read the index and the partition key from the first member.
 *
 * @param name the collection name, which names the generated service method
 * @param members the members, ordered by entity name
 */
public record ServiceCollection(String name, List<Member> members) {

  /** Copies the list: the model is immutable. */
  public ServiceCollection {
    members = List.copyOf(members);
  }

  /**
   * An entity of the collection and its index that names it.
   *
   * @param entity the entity
   * @param index its index of the collection
   */
  public record Member(EntityModel entity, IndexModel index) {}

  /** The first member, whose partition key the collection method takes. */
  public Member first() {
    return members.get(0);
  }

  /** The index of the collection: that of its first member. */
  public IndexModel index() {
    return first().index();
  }

  /** The sort-key prefix every item of the collection has in a partition, which its query sends. */
  public CollectionBound bound() {
    return CollectionBound.of(members);
  }

  /**
   * The sub-collections, by name in name order: the members naming each ({@code subCollection}) and
   * the leading sort-key components they share.
   */
  public Map<String, SubCollection> subCollections() {
    Map<String, List<Member>> named = new TreeMap<>();
    for (Member member : members) {
      String subCollection = member.index().collection().map(CollectionModel::subCollection).orElse("");
      if (!subCollection.isEmpty()) {
        named.computeIfAbsent(subCollection, name -> new ArrayList<>()).add(member);
      }
    }
    Map<String, SubCollection> subCollections = new TreeMap<>();
    named.forEach((name, list) -> subCollections.put(name, SubCollection.of(name, list)));
    return subCollections;
  }
}
