package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "chunks")
@Pk(template = "STORE#${store}")
@Sk(template = "${digest}", type = KeyType.BINARY)
public record BinaryKeyComponent(String store, String digest) {}
