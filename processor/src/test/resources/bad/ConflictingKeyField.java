package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "shop")
@Pk(template = "CUSTOMER#${id}")
@Sk(template = "#PROFILE")
@Gsi(index = "gsi1", pk = "EMAIL#${email}", pkField = "sk")
public record ConflictingKeyField(String id, String email) {}
