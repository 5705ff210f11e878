package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class SharedTableKeyMismatch {
  private SharedTableKeyMismatch() {}

  @Entity(service = "taskapp", name = "office")
  @Pk(template = "OFFICE#${office}")
  @Sk(template = "OFFICE#${office}")
  record Office(String office, String city) {}

  @Entity(service = "taskapp", name = "employee")
  @Pk(template = "EMPLOYEE#${employee}")
  @Sk(template = "EMPLOYEE", field = "SK")
  record Employee(String employee, String office) {}
}
