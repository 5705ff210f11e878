package com.example.docs;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Ordered;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;

/** Numbers that sort by value in a sort key: an ordered long, a decimal, a double and a countdown. */
@Entity(service = "readings")
@Pk(template = "SENSOR#${sensor}")
@Sk(template = "${level}#${offset}#${price}#${ratio}#${rank}")
public record Reading(String sensor, @Ordered long level, @Ordered Integer offset, BigDecimal price, double ratio,
                      @Padded(value = 5, descending = true) int rank) {}
