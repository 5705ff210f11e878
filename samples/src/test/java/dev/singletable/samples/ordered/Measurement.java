package dev.singletable.samples.ordered;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Ordered;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * One measurement, sorted by a different number in each index: every numeric type whose keys sort
 * by value, so that each one's ranges can be checked against DynamoDB.
 */
@Entity(service = "measurements", name = "measurement")
@Pk(template = "SERIES#${series}")
@Sk(template = "L#${level}")
@Gsi(index = "gsi1", name = "byAmount", pk = "SERIES#${series}", sk = "A#${amount}#${id}")
@Gsi(index = "gsi2", name = "byRatio", pk = "SERIES#${series}", sk = "R#${ratio}#${id}")
@Gsi(index = "gsi3", name = "byWeight", pk = "SERIES#${series}", sk = "W#${weight}#${id}")
@Gsi(index = "gsi4", name = "byCount", pk = "SERIES#${series}", sk = "C#${count}#${id}")
@Gsi(index = "gsi5", name = "byRank", pk = "SERIES#${series}", sk = "K#${rank}#${id}")
@Gsi(index = "gsi6", name = "byOffset", pk = "SERIES#${series}", sk = "O#${offset}#${id}")
public record Measurement(String series, @Ordered long level, String id, BigDecimal amount, double ratio,
                          float weight, @Ordered BigInteger count, @Padded(value = 4, descending = true) int rank,
                          @Ordered Integer offset) {}
