package com.example.later;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

/** Detail does not exist until another processor generates it. */
@Entity(service = "later")
@Pk(template = "JOB#${id}")
public record Job(String id, Detail detail) {}
