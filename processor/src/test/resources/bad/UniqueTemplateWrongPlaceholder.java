package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Unique;

@Entity(service = "users")
@Pk(template = "USER#${username}", field = "PK")
@Sk(template = "USER#${username}", field = "SK")
record UniqueTemplateWrongPlaceholder(String username,
    @Unique(template = "USEREMAIL#${username}") String email) {}
