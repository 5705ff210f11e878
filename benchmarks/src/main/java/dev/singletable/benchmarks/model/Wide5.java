package dev.singletable.benchmarks.model;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * An item of 5 attributes (strings, longs, booleans and ints in turn) for the scaling benchmarks:
 * how marshalling cost grows with the number of attributes.
 */
@Entity(service = "bench", name = "wide5")
@Pk(template = "WIDE#${id}")
@Sk(template = "W5")
public record Wide5(
    String id,
    String a01,
    long a02,
    boolean a03,
    String a04) {}
