package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.LocalDate;

@Entity(service = "shop")
@Pk(template = "STORE#${storeId}")
@Sk(template = "DAY#${day}-${shift}")
public record AmbiguousKeyComponent(String storeId, LocalDate day, String shift) {}
