package dev.singletable.benchmarks.enhanced;

import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primarySortKey;

import dev.singletable.benchmarks.model.Wide5;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticTableSchema;

/** The Enhanced Client's hand-built {@link StaticTableSchema} of {@link Wide5Bean}, and the conversion to it. */
public final class Wide5Schema {
  public static final StaticTableSchema<Wide5Bean> SCHEMA = StaticTableSchema.builder(Wide5Bean.class)
      .newItemSupplier(Wide5Bean::new)
      .addAttribute(String.class, a -> a.name("pk").getter(Wide5Bean::getPk).setter(Wide5Bean::setPk).tags(primaryPartitionKey()))
      .addAttribute(String.class, a -> a.name("sk").getter(Wide5Bean::getSk).setter(Wide5Bean::setSk).tags(primarySortKey()))
      .addAttribute(String.class, a -> a.name("__entity").getter(Wide5Bean::getEntity).setter(Wide5Bean::setEntity))
      .addAttribute(Integer.class, a -> a.name("__version").getter(Wide5Bean::getVersion).setter(Wide5Bean::setVersion))
      .addAttribute(String.class, a -> a.name("id").getter(Wide5Bean::getId).setter(Wide5Bean::setId))
      .addAttribute(String.class, a -> a.name("a01").getter(Wide5Bean::getA01).setter(Wide5Bean::setA01))
      .addAttribute(Long.class, a -> a.name("a02").getter(Wide5Bean::getA02).setter(Wide5Bean::setA02))
      .addAttribute(Boolean.class, a -> a.name("a03").getter(Wide5Bean::getA03).setter(Wide5Bean::setA03))
      .addAttribute(String.class, a -> a.name("a04").getter(Wide5Bean::getA04).setter(Wide5Bean::setA04))
      .build();

  private Wide5Schema() {}

  /** The bean of a record, with its keys and identity as singletable stores them. */
  public static Wide5Bean bean(Wide5 value) {
    Wide5Bean bean = new Wide5Bean();
    bean.setPk("WIDE#" + value.id());
    bean.setSk("W5");
    bean.setEntity("wide5");
    bean.setVersion(1);
    bean.setId(value.id());
    bean.setA01(value.a01());
    bean.setA02(value.a02());
    bean.setA03(value.a03());
    bean.setA04(value.a04());
    return bean;
  }
}
