package com.example.kitchen;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Converter;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/** Every value type singletable marshals, nested and recursive. */
@Entity(service = "kitchen", name = "sink")
@Pk(template = "SINK#${id}")
public record AllTypes(
    String id,
    boolean flag, byte b, short s, int i, long l, float f, double d,
    Boolean boxedFlag, Byte boxedB, Short boxedS, Integer boxedI, Long boxedL, Float boxedF, Double boxedD,
    BigDecimal decimal, BigInteger bigInteger,
    byte[] bytes,
    Instant instant, LocalDate date, UUID uuid,
    Colour colour,
    List<Colour> colours,
    List<String> strings,
    Set<String> labels,
    Set<Long> longs,
    Set<BigDecimal> decimals,
    Map<String, Integer> counts,
    Map<String, Object> document,
    List<Object> anything,
    Object whatever,
    Point point,
    List<Map<String, Point>> pointGrid,
    Map<String, List<Point>> pointLists,
    Tree tree,
    @Attribute(name = "money") @Converter(MoneyCodec.class) Money price) {

  public enum Colour { RED, GREEN }

  public record Point(int x, int y, String label) {}

  /** Holds itself: the codec class refers to its own field. */
  public record Tree(String name, List<Tree> children) {}
}
