package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.Position;
import java.util.List;
import java.util.Optional;

/**
 * Write sharding of an entity's partition key ({@code @Shard} on an {@code int} component).
 *
 * @param component the shard component
 * @param shards the number of shards
 * @param first the first shard's number
 * @param by the component whose value decides the shard; empty for a random shard per write
 * @param position the {@code @Shard} annotation
 * @param countPosition the shard count
 * @param byPosition the {@code by} value, or the annotation when there is none
 * @param others the further components that say {@code @Shard}, in declaration order (the checks
 *     report each)
 */
public record ShardModel(String component, int shards, int first, Optional<String> by, Position position,
    Position countPosition, Position byPosition, List<String> others) {

  /** Copies the list: the model is immutable. */
  public ShardModel {
    others = List.copyOf(others);
  }
}
