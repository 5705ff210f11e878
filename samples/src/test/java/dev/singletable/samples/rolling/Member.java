package dev.singletable.samples.rolling;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Upcast;

/** Version 3 of a member, as the new deployment writes it: it adds an e-mail address. */
@Entity(service = "membersNew", name = "member", version = 3, previous = MemberV2.class)
@Pk(template = "MEMBER#${id}")
@Sk(template = "#MEMBER")
public record Member(String id, String fullName, String email) {
  @Upcast
  static Member from(MemberV2 v2) {
    return new Member(v2.id(), v2.fullName(), null);
  }
}
