package dev.singletable.samples.types;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Converter;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/** Every attribute type the generated marshalling supports, in one record. */
@Entity(service = "types", name = "everything")
@Pk(template = "THING#${id}")
@Sk(template = "V#${variant}#${at}")
public record Everything(
    String id,
    Colour variant,
    Instant at,
    String text,
    int i,
    Integer boxedI,
    long l,
    Long boxedL,
    short s,
    Short boxedS,
    byte b,
    Byte boxedB,
    double d,
    Double boxedD,
    float f,
    Float boxedF,
    boolean flag,
    Boolean boxedFlag,
    BigDecimal decimal,
    BigInteger big,
    LocalDate day,
    UUID uuid,
    Colour colour,
    List<String> names,
    List<Integer> numbers,
    Set<String> tags,
    Set<Long> longs,
    Set<BigDecimal> decimals,
    Map<String, Long> counts,
    Address address,
    List<Address> addresses,
    Map<String, List<Address>> nested,
    Map<String, Object> doc,
    List<Object> docList,
    @Attribute(name = "renamed") String original,
    @Converter(MoneyCodec.class) Money price) {}
