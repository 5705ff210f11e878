package dev.singletable.processor.reading;

import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Provisioned;
import dev.singletable.annotation.TableOptions;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.entity.CapacityModel;
import dev.singletable.processor.model.entity.TableOptionsModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * Reads what an entity declares of its table: {@code @Provisioned}, {@code @TableOptions} and the
 * capacity and warm throughput given to its {@code @Gsi}s.
 */
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
    List<TableOptionsModel.IndexWarmThroughput> warm = new ArrayList<>();
    for (AnnotationMirror gsi : Mirrors.findRepeated(element, Gsi.class, Gsi.List.class)) {
      TableOptionsModel.Units units = units(element, mirrors, gsi, "warmReadUnitsPerSecond", "warmWriteUnitsPerSecond");
      if (units.given()) {
        warm.add(new TableOptionsModel.IndexWarmThroughput(mirrors.string(gsi, "index"), units));
      }
    }
    Optional<TableOptionsModel> options = Mirrors.find(element, TableOptions.class)
        .map(mirror -> options(element, mirrors, mirror));
    return new CapacityModel(table, indexes, options, warm);
  }

  private static TableOptionsModel options(TypeElement element, Mirrors mirrors, AnnotationMirror mirror) {
    AnnotationValue tableClass = Mirrors.explicit(mirror, "tableClass");
    AnnotationValue kmsKey = Mirrors.explicit(mirror, "kmsKey");
    List<TableOptionsModel.TagModel> tags = new ArrayList<>();
    for (Object value : (List<?>) mirrors.value(mirror, "tags").getValue()) {
      AnnotationMirror tag = (AnnotationMirror) ((AnnotationValue) value).getValue();
      tags.add(new TableOptionsModel.TagModel(mirrors.string(tag, "key"), mirrors.string(tag, "value"),
          Position.of(element, mirror, Mirrors.explicit(tag, "key")),
          Position.of(element, mirror, Mirrors.explicit(tag, "value"))));
    }
    return new TableOptionsModel(Position.of(element, mirror),
        (Boolean) mirrors.value(mirror, "pointInTimeRecovery").getValue(),
        mirrors.integer(mirror, "recoveryPeriodDays"),
        Mirrors.position(element, mirror, "recoveryPeriodDays"),
        (Boolean) mirrors.value(mirror, "deletionProtection").getValue(),
        tableClass == null ? null : tableClass.getValue().toString(),
        units(element, mirrors, mirror, "maxReadRequestUnits", "maxWriteRequestUnits"),
        units(element, mirrors, mirror, "warmReadUnitsPerSecond", "warmWriteUnitsPerSecond"),
        kmsKey == null ? null : (String) kmsKey.getValue(),
        Mirrors.position(element, mirror, "kmsKey"),
        tags);
  }

  private static TableOptionsModel.Units units(TypeElement element, Mirrors mirrors, AnnotationMirror mirror,
      String read, String write) {
    return new TableOptionsModel.Units(read, longValue(mirrors, mirror, read), Mirrors.position(element, mirror, read),
        write, longValue(mirrors, mirror, write), Mirrors.position(element, mirror, write));
  }

  private static long longValue(Mirrors mirrors, AnnotationMirror mirror, String name) {
    return ((Number) mirrors.value(mirror, name).getValue()).longValue();
  }
}
