package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Unique;

@Entity(service = "accounts")
@Pk(template = "USER#${id}")
public record UniqueType(
    String id,
    @Unique long taxNumber) {}
