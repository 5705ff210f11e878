package dev.singletable.benchmarks.enhanced;

import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primarySortKey;

import dev.singletable.benchmarks.model.Wide50;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticTableSchema;

/** The Enhanced Client's hand-built {@link StaticTableSchema} of {@link Wide50Bean}, and the conversion to it. */
public final class Wide50Schema {
  public static final StaticTableSchema<Wide50Bean> SCHEMA = StaticTableSchema.builder(Wide50Bean.class)
      .newItemSupplier(Wide50Bean::new)
      .addAttribute(String.class, a -> a.name("pk").getter(Wide50Bean::getPk).setter(Wide50Bean::setPk).tags(primaryPartitionKey()))
      .addAttribute(String.class, a -> a.name("sk").getter(Wide50Bean::getSk).setter(Wide50Bean::setSk).tags(primarySortKey()))
      .addAttribute(String.class, a -> a.name("__entity").getter(Wide50Bean::getEntity).setter(Wide50Bean::setEntity))
      .addAttribute(Integer.class, a -> a.name("__version").getter(Wide50Bean::getVersion).setter(Wide50Bean::setVersion))
      .addAttribute(String.class, a -> a.name("id").getter(Wide50Bean::getId).setter(Wide50Bean::setId))
      .addAttribute(String.class, a -> a.name("a01").getter(Wide50Bean::getA01).setter(Wide50Bean::setA01))
      .addAttribute(Long.class, a -> a.name("a02").getter(Wide50Bean::getA02).setter(Wide50Bean::setA02))
      .addAttribute(Boolean.class, a -> a.name("a03").getter(Wide50Bean::getA03).setter(Wide50Bean::setA03))
      .addAttribute(String.class, a -> a.name("a04").getter(Wide50Bean::getA04).setter(Wide50Bean::setA04))
      .addAttribute(Integer.class, a -> a.name("a05").getter(Wide50Bean::getA05).setter(Wide50Bean::setA05))
      .addAttribute(String.class, a -> a.name("a06").getter(Wide50Bean::getA06).setter(Wide50Bean::setA06))
      .addAttribute(Long.class, a -> a.name("a07").getter(Wide50Bean::getA07).setter(Wide50Bean::setA07))
      .addAttribute(Boolean.class, a -> a.name("a08").getter(Wide50Bean::getA08).setter(Wide50Bean::setA08))
      .addAttribute(String.class, a -> a.name("a09").getter(Wide50Bean::getA09).setter(Wide50Bean::setA09))
      .addAttribute(Integer.class, a -> a.name("a10").getter(Wide50Bean::getA10).setter(Wide50Bean::setA10))
      .addAttribute(String.class, a -> a.name("a11").getter(Wide50Bean::getA11).setter(Wide50Bean::setA11))
      .addAttribute(Long.class, a -> a.name("a12").getter(Wide50Bean::getA12).setter(Wide50Bean::setA12))
      .addAttribute(Boolean.class, a -> a.name("a13").getter(Wide50Bean::getA13).setter(Wide50Bean::setA13))
      .addAttribute(String.class, a -> a.name("a14").getter(Wide50Bean::getA14).setter(Wide50Bean::setA14))
      .addAttribute(Integer.class, a -> a.name("a15").getter(Wide50Bean::getA15).setter(Wide50Bean::setA15))
      .addAttribute(String.class, a -> a.name("a16").getter(Wide50Bean::getA16).setter(Wide50Bean::setA16))
      .addAttribute(Long.class, a -> a.name("a17").getter(Wide50Bean::getA17).setter(Wide50Bean::setA17))
      .addAttribute(Boolean.class, a -> a.name("a18").getter(Wide50Bean::getA18).setter(Wide50Bean::setA18))
      .addAttribute(String.class, a -> a.name("a19").getter(Wide50Bean::getA19).setter(Wide50Bean::setA19))
      .addAttribute(Integer.class, a -> a.name("a20").getter(Wide50Bean::getA20).setter(Wide50Bean::setA20))
      .addAttribute(String.class, a -> a.name("a21").getter(Wide50Bean::getA21).setter(Wide50Bean::setA21))
      .addAttribute(Long.class, a -> a.name("a22").getter(Wide50Bean::getA22).setter(Wide50Bean::setA22))
      .addAttribute(Boolean.class, a -> a.name("a23").getter(Wide50Bean::getA23).setter(Wide50Bean::setA23))
      .addAttribute(String.class, a -> a.name("a24").getter(Wide50Bean::getA24).setter(Wide50Bean::setA24))
      .addAttribute(Integer.class, a -> a.name("a25").getter(Wide50Bean::getA25).setter(Wide50Bean::setA25))
      .addAttribute(String.class, a -> a.name("a26").getter(Wide50Bean::getA26).setter(Wide50Bean::setA26))
      .addAttribute(Long.class, a -> a.name("a27").getter(Wide50Bean::getA27).setter(Wide50Bean::setA27))
      .addAttribute(Boolean.class, a -> a.name("a28").getter(Wide50Bean::getA28).setter(Wide50Bean::setA28))
      .addAttribute(String.class, a -> a.name("a29").getter(Wide50Bean::getA29).setter(Wide50Bean::setA29))
      .addAttribute(Integer.class, a -> a.name("a30").getter(Wide50Bean::getA30).setter(Wide50Bean::setA30))
      .addAttribute(String.class, a -> a.name("a31").getter(Wide50Bean::getA31).setter(Wide50Bean::setA31))
      .addAttribute(Long.class, a -> a.name("a32").getter(Wide50Bean::getA32).setter(Wide50Bean::setA32))
      .addAttribute(Boolean.class, a -> a.name("a33").getter(Wide50Bean::getA33).setter(Wide50Bean::setA33))
      .addAttribute(String.class, a -> a.name("a34").getter(Wide50Bean::getA34).setter(Wide50Bean::setA34))
      .addAttribute(Integer.class, a -> a.name("a35").getter(Wide50Bean::getA35).setter(Wide50Bean::setA35))
      .addAttribute(String.class, a -> a.name("a36").getter(Wide50Bean::getA36).setter(Wide50Bean::setA36))
      .addAttribute(Long.class, a -> a.name("a37").getter(Wide50Bean::getA37).setter(Wide50Bean::setA37))
      .addAttribute(Boolean.class, a -> a.name("a38").getter(Wide50Bean::getA38).setter(Wide50Bean::setA38))
      .addAttribute(String.class, a -> a.name("a39").getter(Wide50Bean::getA39).setter(Wide50Bean::setA39))
      .addAttribute(Integer.class, a -> a.name("a40").getter(Wide50Bean::getA40).setter(Wide50Bean::setA40))
      .addAttribute(String.class, a -> a.name("a41").getter(Wide50Bean::getA41).setter(Wide50Bean::setA41))
      .addAttribute(Long.class, a -> a.name("a42").getter(Wide50Bean::getA42).setter(Wide50Bean::setA42))
      .addAttribute(Boolean.class, a -> a.name("a43").getter(Wide50Bean::getA43).setter(Wide50Bean::setA43))
      .addAttribute(String.class, a -> a.name("a44").getter(Wide50Bean::getA44).setter(Wide50Bean::setA44))
      .addAttribute(Integer.class, a -> a.name("a45").getter(Wide50Bean::getA45).setter(Wide50Bean::setA45))
      .addAttribute(String.class, a -> a.name("a46").getter(Wide50Bean::getA46).setter(Wide50Bean::setA46))
      .addAttribute(Long.class, a -> a.name("a47").getter(Wide50Bean::getA47).setter(Wide50Bean::setA47))
      .addAttribute(Boolean.class, a -> a.name("a48").getter(Wide50Bean::getA48).setter(Wide50Bean::setA48))
      .addAttribute(String.class, a -> a.name("a49").getter(Wide50Bean::getA49).setter(Wide50Bean::setA49))
      .build();

  private Wide50Schema() {}

  /** The bean of a record, with its keys and identity as singletable stores them. */
  public static Wide50Bean bean(Wide50 value) {
    Wide50Bean bean = new Wide50Bean();
    bean.setPk("WIDE#" + value.id());
    bean.setSk("W50");
    bean.setEntity("wide50");
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
    bean.setA20(value.a20());
    bean.setA21(value.a21());
    bean.setA22(value.a22());
    bean.setA23(value.a23());
    bean.setA24(value.a24());
    bean.setA25(value.a25());
    bean.setA26(value.a26());
    bean.setA27(value.a27());
    bean.setA28(value.a28());
    bean.setA29(value.a29());
    bean.setA30(value.a30());
    bean.setA31(value.a31());
    bean.setA32(value.a32());
    bean.setA33(value.a33());
    bean.setA34(value.a34());
    bean.setA35(value.a35());
    bean.setA36(value.a36());
    bean.setA37(value.a37());
    bean.setA38(value.a38());
    bean.setA39(value.a39());
    bean.setA40(value.a40());
    bean.setA41(value.a41());
    bean.setA42(value.a42());
    bean.setA43(value.a43());
    bean.setA44(value.a44());
    bean.setA45(value.a45());
    bean.setA46(value.a46());
    bean.setA47(value.a47());
    bean.setA48(value.a48());
    bean.setA49(value.a49());
    return bean;
  }
}
