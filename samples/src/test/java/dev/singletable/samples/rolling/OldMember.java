package dev.singletable.samples.rolling;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * The same member as the old deployment still running during a rolling deploy knows it: version 2,
 * without the e-mail address.
 */
@Entity(service = "membersOld", name = "member", version = 2)
@Pk(template = "MEMBER#${id}")
@Sk(template = "#MEMBER")
public record OldMember(String id, String fullName) {}
