package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyCasing;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class CasingCollectionMember {
  private CasingCollectionMember() {}

  @Entity(service = "members", name = "member")
  @Pk(template = "$library#memberid_${memberId}", collection = "account")
  @Sk(template = "$member_1")
  record Member(String memberId, String name) {}

  // Its partition key renders "$library#memberid_m-1" for member "M-1", Member's "$library#memberid_M-1".
  @Entity(service = "members", name = "loan")
  @Pk(template = "$library#memberid_${memberId}", collection = "account",
      casing = KeyCasing.LOWER)
  @Sk(template = "$loan_1#bookid_${bookId}")
  record Loan(String memberId, String bookId) {}
}
