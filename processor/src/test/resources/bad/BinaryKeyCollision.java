package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class BinaryKeyCollision {
  private BinaryKeyCollision() {}

  @Entity(service = "chunks", name = "chunk")
  @Pk(template = "STORE#${store}")
  @Sk(template = "${digest}", type = KeyType.BINARY)
  record Chunk(String store, byte[] digest) {}

  @Entity(service = "chunks", name = "manifest")
  @Pk(template = "STORE#${store}")
  @Sk(template = "${hash}", type = KeyType.BINARY)
  record Manifest(String store, byte[] hash) {}
}
