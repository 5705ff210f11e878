package dev.singletable.samples.rolling;

import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A member as version 2 stored it, which version 3 reads and upcasts. */
@EarlierVersion(version = 2)
@Pk(template = "MEMBER#${id}")
@Sk(template = "#MEMBER")
public record MemberV2(String id, String fullName) {}
