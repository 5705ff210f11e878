package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/**
 * A collection's method takes the partition key's components by name, so every member names each
 * component alike: a member that names one differently is refused, naming both members and both
 * names, instead of the method taking whichever member's names sort first.
 */
class CollectionErrorsTest {

  @Test
  void collectionMembersThatNameAPartitionComponentDifferentlyAreRefused() {
    Compilation compilation = Sources.assertErrorAt("CollectionComponentNames",
        "[SingleTableCollectionComponentNames] Membership names component 1 of the partition key of collection"
            + " \"org\" of service \"orgs\" organizationId, but entity \"organization\" of that collection names it"
            + " orgId; the generated method org(...) takes one parameter per component",
        "@Pk(template = \"ORG#${organizationId}\"");
    assertThat(compilation).hadErrorCount(1);
  }
}
