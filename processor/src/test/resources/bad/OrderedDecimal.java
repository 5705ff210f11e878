package com.example.bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Ordered;
import dev.singletable.annotation.Pk;
import java.math.BigDecimal;

@Entity(service = "bad")
@Pk(template = "X#${amount}")
public record OrderedDecimal(@Ordered BigDecimal amount) {}
