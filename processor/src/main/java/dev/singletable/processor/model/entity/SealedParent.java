package dev.singletable.processor.model.entity;

import com.squareup.javapoet.ClassName;
import java.util.List;

/**
 * A sealed interface an entity's record implements directly: a shared key layout's entities read
 * as that one type when they all share their keys ({@code sharesKeysWith}).
 *
 * @param type the interface
 * @param permitted the classes it permits, in declaration order
 */
public record SealedParent(ClassName type, List<ClassName> permitted) {

  /** Copies the list: the model is immutable. */
  public SealedParent {
    permitted = List.copyOf(permitted);
  }
}
