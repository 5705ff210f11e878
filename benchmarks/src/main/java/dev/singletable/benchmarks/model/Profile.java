package dev.singletable.benchmarks.model;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** The small item: five attributes, a user's profile at a constant sort key. */
@Entity(service = "bench", name = "profile")
@Pk(template = "USER#${userId}")
@Sk(template = "#PROFILE")
public record Profile(String userId, String name, String email, int age, boolean active) {}
