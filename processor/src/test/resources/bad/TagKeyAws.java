package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Provisioned;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.TableOptions;

@Entity(service = "optioned")
@Pk(template = "A#${id}")
@Sk(template = "#A")
@TableOptions(tags = {
    @TableOptions.Tag(key = "aws:cloudformation:stack-name", value = "x")})
public record TagKeyAws(String id) {}
