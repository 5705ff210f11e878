package dev.singletable.processor.model;

import java.util.List;

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
}
