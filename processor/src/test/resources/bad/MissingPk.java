package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Sk;

@Entity(service = "shop")
@Sk(template = "#METADATA")
public record MissingPk(String id) {}
