package dev.singletable.benchmarks.model;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * An item of 20 attributes (strings, longs, booleans and ints in turn) for the scaling benchmarks:
 * how marshalling cost grows with the number of attributes.
 */
@Entity(service = "bench", name = "wide20")
@Pk(template = "WIDE#${id}")
@Sk(template = "W20")
public record Wide20(
    String id,
    String a01,
    long a02,
    boolean a03,
    String a04,
    int a05,
    String a06,
    long a07,
    boolean a08,
    String a09,
    int a10,
    String a11,
    long a12,
    boolean a13,
    String a14,
    int a15,
    String a16,
    long a17,
    boolean a18,
    String a19) {}
