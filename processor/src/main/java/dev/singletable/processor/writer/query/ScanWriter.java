package dev.singletable.processor.writer.query;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes the scans: {@code scan()} of an entity over the table and {@code scan<Index>()} over each of
 * its global secondary indexes, and {@code scan()} of a service over the table, returning the
 * service's sealed {@code Item}s. Everything they do lives in the runtime's {@code Scan}.
 */
public final class ScanWriter {
  static final String METHOD = "scan";
  private static final ClassName ENTITY_FILTER = RuntimeTypes.SCAN.nestedClass("EntityFilter");
  private static final String TABLE = "table";

  private ScanWriter() {}

  /** The entity's scans: the table's, then one per global secondary index. */
  public static List<MethodSpec> entityMethods(EntityModel entity, ProjectionWriter projections) {
    ParameterizedTypeName returns = ParameterizedTypeName.get(RuntimeTypes.TABLE_SCAN, entity.recordType());
    List<MethodSpec> methods = new ArrayList<>();
    methods.add(MethodSpec.methodBuilder(METHOD)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addJavadoc("A scan of the whole table for $L items: DynamoDB keeps only this entity's items, and\n"
            + "each is checked again before it is decoded.\n\n", Names.code(entity.name()))
        .addJavadoc("@return the scan; nothing is sent before a terminal ({@code list()}, {@code page()},\n"
            + "    {@code stream()}, {@code count()}, {@code segments(n)...})\n")
        .addStatement("return $T.ofTable(this.$N, SCHEMA)", RuntimeTypes.SCAN, TABLE)
        .build());
    for (IndexModel index : entity.allIndexes()) {
      if (index.isPrimary()) {
        continue;
      }
      methods.add(MethodSpec.methodBuilder(METHOD + Names.upperCamel(index.javaName()))
          .addModifiers(Modifier.PUBLIC)
          .returns(ParameterizedTypeName.get(RuntimeTypes.SCAN, projections.recordOf(index)))
          .addJavadoc("A scan of global secondary index $L ($L) for $L items: only the items written to\n"
              + "the index (it is sparse: an item with a null key component is not in it).\n\n",
              Names.code(index.indexName()), Names.code(index.name()), Names.code(entity.name()))
          .addJavadoc("@return the scan; nothing is sent before a terminal\n")
          .addStatement("return $T.of(this.$N, $L, $S)", RuntimeTypes.SCAN, TABLE,
              projections.schemaOf(index, CodeBlock.of("SCHEMA")), index.indexName())
          .build());
    }
    return methods;
  }

  /** The service's scan: every entity's items as the service's items, foreign ones skipped. */
  public static MethodSpec serviceMethod(ClassName itemType, List<EntityModel> entities,
      Map<EntityModel, ClassName> itemTypes) {
    List<CodeBlock> members = new ArrayList<>();
    for (EntityModel entity : entities) {
      members.add(CodeBlock.of("$T.member($T.SCHEMA, $T::new)", RuntimeTypes.SCAN, entity.entityType(), itemTypes.get(entity)));
    }
    return MethodSpec.methodBuilder(METHOD)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(RuntimeTypes.TABLE_SCAN, itemType))
        .addJavadoc("A scan of the whole table: each item of one of the service's entities as its {@code <Record>Item};\n"
            + "foreign items (of no entity of this service, or of another version) are skipped and counted in\n"
            + "{@code result().foreignItems()}. Consistent and skipping invalid items when this service is.\n\n")
        .addJavadoc("@return the scan; nothing is sent before a terminal\n")
        .addStatement("$T<$T> scan = $T.across(this.$N, NAME,$>\n$L)$<", RuntimeTypes.TABLE_SCAN, itemType, RuntimeTypes.SCAN,
            TABLE,
            CodeBlock.join(members, ",\n"))
        .beginControlFlow("if (this.consistent)")
        .addStatement("scan.consistent()")
        .endControlFlow()
        .beginControlFlow("if (this.skipInvalid)")
        .addStatement("scan.skipInvalid()")
        .endControlFlow()
        .addStatement("return scan")
        .build();
  }

  /**
   * {@code whereOrder(condition)}: a condition on one entity's items of the service's scan, typed by
   * the entity's record and the service's item type, so that only the service's own entities have one.
   */
  public static MethodSpec serviceFilterMethod(String name, ClassName itemType, EntityModel entity, ClassName entityItemType) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(ParameterizedTypeName.get(ENTITY_FILTER, itemType))
        .addParameter(ParameterizedTypeName.get(RuntimeTypes.CONDITION, entity.recordType()), "condition")
        .addJavadoc("A condition on the $L items of {@link #$L()}: they are kept only when they\nmatch it; the other"
            + " entities' items are left alone ({@code scan().filter($L(...))}).\n\n", Names.code(entity.name()), METHOD,
            name)
        .addJavadoc("@param condition built from {@link $T}'s attribute constants\n", entity.entityType())
        .addJavadoc("@return the filter, for {@code scan().filter(...)}\n")
        .addStatement("return $T.of($T.member($T.SCHEMA, $T::new), condition)", ENTITY_FILTER, RuntimeTypes.SCAN, entity.entityType(),
            entityItemType)
        .build();
  }
}
