package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.ReadOnly;
import java.time.LocalDate;

@Entity(service = "staff")
@Pk(template = "EMPLOYEE#${employee}")
@Gsi(index = "gsi1", name = "byBirthday", pk = "TEAM#${team}", sk = "BIRTHDAY#${birthday}")
public record ReadOnlyEmployee(String employee, String team, @ReadOnly LocalDate birthday) {}
