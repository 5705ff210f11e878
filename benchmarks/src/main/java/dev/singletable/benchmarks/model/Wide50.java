package dev.singletable.benchmarks.model;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * An item of 50 attributes (strings, longs, booleans and ints in turn) for the scaling benchmarks:
 * how marshalling cost grows with the number of attributes.
 */
@Entity(service = "bench", name = "wide50")
@Pk(template = "WIDE#${id}")
@Sk(template = "W50")
public record Wide50(
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
    String a19,
    int a20,
    String a21,
    long a22,
    boolean a23,
    String a24,
    int a25,
    String a26,
    long a27,
    boolean a28,
    String a29,
    int a30,
    String a31,
    long a32,
    boolean a33,
    String a34,
    int a35,
    String a36,
    long a37,
    boolean a38,
    String a39,
    int a40,
    String a41,
    long a42,
    boolean a43,
    String a44,
    int a45,
    String a46,
    long a47,
    boolean a48,
    String a49) {}
