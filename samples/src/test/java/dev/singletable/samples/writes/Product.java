package dev.singletable.samples.writes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A product of a catalogue, sold at a price over its cost while its status allows it. */
@Entity(service = "catalog", name = "product")
@Pk(template = "PRODUCT#${sku}")
@Sk(template = "#PRODUCT")
public record Product(String sku, long price, long cost, String status) {}
