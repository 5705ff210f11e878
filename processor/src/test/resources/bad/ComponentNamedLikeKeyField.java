package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "shop")
@Pk(template = "CUSTOMER#${id}")
@Sk(template = "#PROFILE")
public record ComponentNamedLikeKeyField(
    String id,
    String sk) {}
