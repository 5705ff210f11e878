package dev.singletable.samples.taskapp;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** An office; on {@code gsi1} it heads its workplace partition, before its employees. */
@Entity(service = "taskapp", name = "office")
@Pk(template = "OFFICE#${office}")
@Sk(template = "OFFICE#${office}")
@Gsi(index = "gsi1", name = "workplace", pk = "OFFICE#${office}", sk = "#OFFICE", collection = "workplaces")
public record Office(String office, String country, String state, String city, String zip, String address) {}
