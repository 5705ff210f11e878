package com.example.bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Ordered;
import dev.singletable.annotation.Pk;

@Entity(service = "bad")
@Pk(template = "X#${id}")
public record OrderedNotIntegral(@Ordered String id) {}
