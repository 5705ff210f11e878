package dev.singletable.samples.modifications;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** Seed 001's auto-incrementing number: the one {@code AUTOINCREMENT} item whose purpose is counting. */
@Entity(service = "modifications", name = "autoIncrement")
@Pk(template = "AUTOINCREMENT", field = "PK")
@Sk(template = "AUTOINCREMENT", field = "SK")
public record AutoIncrement(long number) {}
