package dev.singletable.samples.sales;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;

/**
 * The sales target of a city, in its country's sales partition right after the city's sales
 * ({@code SAN_FRANCISCO#TARGET}): queries of sales never return it, nor count it.
 */
@Entity(service = "sales", name = "cityTarget")
@Pk(template = "SALE#${country}")
@Sk(template = "${city}#TARGET")
public record CityTarget(String country, String city, BigDecimal target) {}
