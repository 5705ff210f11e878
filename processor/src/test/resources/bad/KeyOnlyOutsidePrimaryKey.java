package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.KeyOnly;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "likes")
@Pk(template = "POST#${postId}")
@Sk(template = "LIKE#${userId}")
@Gsi(index = "gsi1", pk = "DAY#${day}", sk = "POST#${postId}")
public record KeyOnlyOutsidePrimaryKey(
    @KeyOnly String postId,
    @KeyOnly String userId,
    @KeyOnly String day) {}
