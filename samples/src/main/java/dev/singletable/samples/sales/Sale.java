package dev.singletable.samples.sales;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;

/**
 * One day's sales of a store: {@code SALE#USA} / {@code SAN_FRANCISCO#00235#2020-09-22}, as in the
 * seed's table. Country, city, store, year and month are the levels a query narrows by.
 */
@Entity(service = "sales", name = "sale")
@Pk(template = "SALE#${country}")
@Sk(template = "${city}#${store}#${year}-${month}-${day}")
public record Sale(
    String country,
    String city,
    @Padded(5) int store,
    @Padded(4) int year,
    @Padded(2) int month,
    @Padded(2) int day,
    BigDecimal amount) {}
