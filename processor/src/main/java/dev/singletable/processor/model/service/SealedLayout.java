package dev.singletable.processor.model.service;

import com.squareup.javapoet.ClassName;
import dev.singletable.processor.model.entity.EntityModel;
import java.util.List;

/**
 * A sealed interface implemented by entities of a service that share their keys ({@code
 * sharesKeysWith}): the service reads the layout's items as that type, by key and by partition.
 *
 * @param type the sealed interface
 * @param permitted the classes it permits, in declaration order
 * @param members the entities of the service that implement it, in entity-name order
 */
public record SealedLayout(ClassName type, List<ClassName> permitted, List<EntityModel> members) {

  /** Copies the lists: the model is immutable. */
  public SealedLayout {
    permitted = List.copyOf(permitted);
    members = List.copyOf(members);
  }

  /** The member the reads take their key templates and component names from: the first by name. */
  public EntityModel first() {
    return members.get(0);
  }
}
