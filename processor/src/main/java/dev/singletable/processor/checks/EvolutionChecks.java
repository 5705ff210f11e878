package dev.singletable.processor.checks;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.entity.EarlierShape;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.UpcastMethod;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Checks the chain of earlier versions an entity reads: each {@code previous} names an
 * {@code @EarlierVersion} record one version older than the record naming it, that record declares
 * exactly the {@code @Upcast} from it, and each earlier record's own layout passes the entity checks
 * (it decodes the items its version stored).
 */
final class EvolutionChecks {
  private EvolutionChecks() {}

  static void check(EntityModel entity, Problems problems) {
    List<EarlierShape> earlier = entity.evolution().earlier();
    ClassName newer = entity.recordType();
    int newerVersion = entity.version();
    List<UpcastMethod> upcasts = entity.evolution().upcasts();
    String annotation = "@Entity";
    if (!earlier.isEmpty() && entity.identity().versionAttribute().isEmpty()) {
      problems.report(Message.UPCAST_WITHOUT_VERSION, earlier.get(0).namedAt(), newer.simpleName());
      return;
    }
    for (EarlierShape shape : earlier) {
      ClassName previous = shape.layout().recordType();
      if (!shape.annotated()) {
        problems.report(Message.NOT_AN_EARLIER_VERSION, shape.namedAt(), newer.simpleName(), previous.simpleName(),
            newerVersion - 1);
        return;
      }
      if (shape.version() != newerVersion - 1) {
        problems.report(Message.VERSION_GAP, shape.versionPosition(), newer.simpleName(), previous.simpleName(),
            shape.version(), newerVersion);
      }
      upcasts(newer, previous, upcasts, shape, problems);
      EntityChecks.checkLayout(shape.layout(), problems);
      if (shape.version() >= newerVersion) {
        // A loop or a newer "earlier" version: its previous values would only repeat the report.
        return;
      }
      newer = previous;
      newerVersion = shape.version();
      upcasts = shape.upcasts();
      annotation = "@EarlierVersion";
    }
    for (UpcastMethod stray : upcasts) {
      problems.report(Message.UPCAST_WITHOUT_PREVIOUS, stray.position(), stray.name(), newer.simpleName(), annotation);
    }
  }

  /** The newer record has exactly one upcast, from the previous record to itself. */
  private static void upcasts(ClassName newer, ClassName previous, List<UpcastMethod> upcasts, EarlierShape shape,
      Problems problems) {
    boolean found = false;
    for (UpcastMethod upcast : upcasts) {
      if (upcast.upcasts(previous, newer) && !found) {
        found = true;
      } else {
        problems.report(Message.UPCAST_WRONG_TYPES, upcast.position(), upcast.name(), newer.simpleName(),
            previous.simpleName(), newer.simpleName(), describe(upcast));
      }
    }
    if (!found && upcasts.isEmpty()) {
      problems.report(Message.UPCAST_MISSING, shape.namedAt(), newer.simpleName(), previous.simpleName(),
          newer.simpleName(), previous.simpleName(), newer.simpleName());
    }
  }

  private static String describe(UpcastMethod upcast) {
    String parameters = upcast.parameters().stream().map(EvolutionChecks::simple).collect(Collectors.joining(", "));
    return (upcast.callable() ? "static " : "private or not static ") + simple(upcast.returnType()) + " "
        + upcast.name() + "(" + parameters + ")";
  }

  private static String simple(TypeName type) {
    return type instanceof ClassName name ? name.simpleName() : type.toString();
  }
}
