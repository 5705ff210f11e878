package com.example.sales;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;

/** The hierarchical sales of seed 001: country, then city, store, year and month in the sort key. */
@Entity(service = "sales")
@Pk(template = "SALE#${country}")
@Sk(template = "${city}#${store}#${year}-${month}")
public record Sale(String country, String city, @Padded(5) int store, @Padded(4) int year, @Padded(2) int month,
                   BigDecimal amount) {}
