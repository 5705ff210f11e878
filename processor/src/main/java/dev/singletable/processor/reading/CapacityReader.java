package dev.singletable.processor.reading;

import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Provisioned;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.entity.CapacityModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/** Reads the provisioned capacity of an entity: {@code @Provisioned} and that given to its {@code @Gsi}s. */
final class CapacityReader {
  private CapacityReader() {}

  /** {@code @Provisioned} and the capacities given to {@code @Gsi}s. */
  static CapacityModel read(TypeElement element, Mirrors mirrors) {
    Optional<CapacityModel.Capacity> table = Mirrors.find(element, Provisioned.class)
        .map(mirror -> new CapacityModel.Capacity(longValue(mirrors, mirror, "read"),
            longValue(mirrors, mirror, "write"), Position.of(element, mirror)));
    List<CapacityModel.IndexCapacity> indexes = new ArrayList<>();
    for (AnnotationMirror gsi : Mirrors.findRepeated(element, Gsi.class, Gsi.List.class)) {
      long read = longValue(mirrors, gsi, "readCapacity");
      long write = longValue(mirrors, gsi, "writeCapacity");
      if (read != 0 || write != 0) {
        AnnotationValue stated = Mirrors.explicit(gsi, read != 0 ? "readCapacity" : "writeCapacity");
        indexes.add(new CapacityModel.IndexCapacity(mirrors.string(gsi, "index"),
            new CapacityModel.Capacity(read, write, Position.of(element, gsi, stated))));
      }
    }
    return new CapacityModel(table, indexes);
  }

  private static long longValue(Mirrors mirrors, AnnotationMirror mirror, String name) {
    return ((Number) mirrors.value(mirror, name).getValue()).longValue();
  }
}
