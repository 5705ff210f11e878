package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Two entities of one service whose primary keys can render the same key do not compile. */
class KeyCollisionTest {

  @Test
  void sortKeysThatCanRenderAlikeAreAnErrorAtTheLaterTemplate() {
    Compilation compilation = Sources.assertErrorAt("CollidingKeys",
        "[SingleTableKeyCollision] the primary key of bad.CollidingKeys.Invoice (pk = \"CUSTOMER#${customerId}\","
            + " sk = \"ORDER#${number}\") can render the same key as that of entity \"order\"",
        "@Sk(template = \"ORDER#${number}\")");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void sharingKeysWithoutATypeAttributeOrDifferentKeyLiteralsIsAnErrorAtTheAcknowledgment() {
    Sources.assertErrorAt("SharedKeysWithoutType",
        "[SingleTableSharedKeyLiterals] bad.SharedKeysWithoutType.Album names \"playlist\" in sharesKeysWith"
            + " without a type attribute, but the literal text of their key templates does not tell their items"
            + " apart: partition_key = \"${token}\", sort_key = \"INFO_\" and partition_key = \"${token}\","
            + " sort_key = \"INFO_\" can render the same key",
        "sharesKeysWith = \"playlist\"");
  }

  @Test
  void sharingKeysBetweenATypedAndAnUntypedEntityIsAnErrorEvenWithDifferentKeyLiterals() {
    Compilation compilation = Sources.assertErrorAt("SharedKeysOneTyped",
        "[SingleTableSharedKeys] bad.SharedKeysOneTyped.Playlist names \"album\" in sharesKeysWith, but no type"
            + " attribute tells their items apart",
        "sharesKeysWith = \"album\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void untypedEntitiesToldApartByTheirKeyLiteralsShareALayout() {
    assertThat(Sources.compile(Sources.good("SharedKeyLiterals"))).succeededWithoutWarnings();
  }

  @Test
  void sharingKeysWithAnEntityTheServiceDoesNotHaveIsAnError() {
    Compilation compilation = Sources.assertErrorAt("SharedKeysUnknown",
        "[SingleTableSharedKeys] bad.SharedKeysUnknown names \"playlists\" in sharesKeysWith, which is no entity of"
            + " service \"music\"",
        "sharesKeysWith = \"playlists\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void sharingKeysNamedOnOneSideOnlyIsAnErrorAtTheAcknowledgment() {
    Sources.assertErrorAt("SharedKeysOneSided",
        "[SingleTableSharedKeys] bad.SharedKeysOneSided.Album names \"playlist\" in sharesKeysWith, but"
            + " bad.SharedKeysOneSided.Playlist does not name \"album\" in its sharesKeysWith",
        "sharesKeysWith = \"playlist\"");
  }

  @Test
  void aSealedInterfaceOverASharedLayoutPermittingANonEntityIsAnErrorAtTheFirstMember() {
    Compilation compilation = Sources.assertErrorAt("SealedLayoutOutsider",
        "[SingleTableSealedLayout] sealed interface bad.SealedLayoutOutsider.Info is implemented by entities of"
            + " service \"music\" that share their keys, and is read as one type, but it permits"
            + " bad.SealedLayoutOutsider.Draft, which is no entity of the service",
        "@Entity(service = \"music\", name = \"album\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aSealedInterfaceOverASharedLayoutGetsReadsThatCompileWithoutWarnings() {
    // The album's component is named "read", as the generated get's local would be.
    assertThat(Sources.compile(Sources.good("SealedLayout"))).succeededWithoutWarnings();
    assertThat(Sources.compile(Sources.good("SealedLayout"))).generatedSourceFile("good.MusicService")
        .contentsAsUtf8String().contains("public InfoReads infos()");
  }

  @Test
  void aSealedInterfaceOverEntitiesWhosePrimaryKeysDifferInShapeIsAnError() {
    Sources.assertErrorAt("SealedLayoutKeys",
        "[SingleTableSealedLayout] sealed interface bad.SealedLayoutKeys.Info is implemented by entities of"
            + " service \"music\" that share their keys, and is read as one type, but the primary key of"
            + " \"playlist\" (partition_key = ${int}, sort_key = INFO_) is not that of \"album\""
            + " (partition_key = ${java.lang.String}, sort_key = INFO_)",
        "@Entity(service = \"music\", name = \"album\"");
  }

  @Test
  void entitiesWhoseSortKeysDifferInConstantTextOrShapeCompile() {
    JavaFileObject source = Sources.good("SeparateKeys");
    assertThat(Sources.compile(source)).succeeded();
  }
}
