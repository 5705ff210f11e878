package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "CUSTOMER#${id}x")
public record LetterAfterPlaceholder(String id) {}
