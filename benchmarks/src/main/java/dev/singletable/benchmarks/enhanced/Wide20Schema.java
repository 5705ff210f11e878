package dev.singletable.benchmarks.enhanced;

import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primarySortKey;

import dev.singletable.benchmarks.model.Wide20;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticTableSchema;

/** The Enhanced Client's hand-built {@link StaticTableSchema} of {@link Wide20Bean}, and the conversion to it. */
public final class Wide20Schema {
  public static final StaticTableSchema<Wide20Bean> SCHEMA = StaticTableSchema.builder(Wide20Bean.class)
      .newItemSupplier(Wide20Bean::new)
      .addAttribute(String.class, a -> a.name("pk").getter(Wide20Bean::getPk).setter(Wide20Bean::setPk).tags(primaryPartitionKey()))
      .addAttribute(String.class, a -> a.name("sk").getter(Wide20Bean::getSk).setter(Wide20Bean::setSk).tags(primarySortKey()))
      .addAttribute(String.class, a -> a.name("__entity").getter(Wide20Bean::getEntity).setter(Wide20Bean::setEntity))
      .addAttribute(Integer.class, a -> a.name("__version").getter(Wide20Bean::getVersion).setter(Wide20Bean::setVersion))
      .addAttribute(String.class, a -> a.name("id").getter(Wide20Bean::getId).setter(Wide20Bean::setId))
      .addAttribute(String.class, a -> a.name("a01").getter(Wide20Bean::getA01).setter(Wide20Bean::setA01))
      .addAttribute(Long.class, a -> a.name("a02").getter(Wide20Bean::getA02).setter(Wide20Bean::setA02))
      .addAttribute(Boolean.class, a -> a.name("a03").getter(Wide20Bean::getA03).setter(Wide20Bean::setA03))
      .addAttribute(String.class, a -> a.name("a04").getter(Wide20Bean::getA04).setter(Wide20Bean::setA04))
      .addAttribute(Integer.class, a -> a.name("a05").getter(Wide20Bean::getA05).setter(Wide20Bean::setA05))
      .addAttribute(String.class, a -> a.name("a06").getter(Wide20Bean::getA06).setter(Wide20Bean::setA06))
      .addAttribute(Long.class, a -> a.name("a07").getter(Wide20Bean::getA07).setter(Wide20Bean::setA07))
      .addAttribute(Boolean.class, a -> a.name("a08").getter(Wide20Bean::getA08).setter(Wide20Bean::setA08))
      .addAttribute(String.class, a -> a.name("a09").getter(Wide20Bean::getA09).setter(Wide20Bean::setA09))
      .addAttribute(Integer.class, a -> a.name("a10").getter(Wide20Bean::getA10).setter(Wide20Bean::setA10))
      .addAttribute(String.class, a -> a.name("a11").getter(Wide20Bean::getA11).setter(Wide20Bean::setA11))
      .addAttribute(Long.class, a -> a.name("a12").getter(Wide20Bean::getA12).setter(Wide20Bean::setA12))
      .addAttribute(Boolean.class, a -> a.name("a13").getter(Wide20Bean::getA13).setter(Wide20Bean::setA13))
      .addAttribute(String.class, a -> a.name("a14").getter(Wide20Bean::getA14).setter(Wide20Bean::setA14))
      .addAttribute(Integer.class, a -> a.name("a15").getter(Wide20Bean::getA15).setter(Wide20Bean::setA15))
      .addAttribute(String.class, a -> a.name("a16").getter(Wide20Bean::getA16).setter(Wide20Bean::setA16))
      .addAttribute(Long.class, a -> a.name("a17").getter(Wide20Bean::getA17).setter(Wide20Bean::setA17))
      .addAttribute(Boolean.class, a -> a.name("a18").getter(Wide20Bean::getA18).setter(Wide20Bean::setA18))
      .addAttribute(String.class, a -> a.name("a19").getter(Wide20Bean::getA19).setter(Wide20Bean::setA19))
      .build();

  private Wide20Schema() {}

  /** The bean of a record, with its keys and identity as singletable stores them. */
  public static Wide20Bean bean(Wide20 value) {
    Wide20Bean bean = new Wide20Bean();
    bean.setPk("WIDE#" + value.id());
    bean.setSk("W20");
    bean.setEntity("wide20");
    bean.setVersion(1);
    bean.setId(value.id());
    bean.setA01(value.a01());
    bean.setA02(value.a02());
    bean.setA03(value.a03());
    bean.setA04(value.a04());
    bean.setA05(value.a05());
    bean.setA06(value.a06());
    bean.setA07(value.a07());
    bean.setA08(value.a08());
    bean.setA09(value.a09());
    bean.setA10(value.a10());
    bean.setA11(value.a11());
    bean.setA12(value.a12());
    bean.setA13(value.a13());
    bean.setA14(value.a14());
    bean.setA15(value.a15());
    bean.setA16(value.a16());
    bean.setA17(value.a17());
    bean.setA18(value.a18());
    bean.setA19(value.a19());
    return bean;
  }
}
