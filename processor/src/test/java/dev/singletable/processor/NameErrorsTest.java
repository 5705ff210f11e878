package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/**
 * Generated names are model names in camel case; two model names that would give one generated name,
 * or a generated name the class already has, are refused at the annotation value that chose it.
 */
class NameErrorsTest {

  @Test
  void snakeCaseAndAcronymNamesGenerateCamelCaseMethods() {
    Compilation compilation = Sources.compile(Sources.good("VersionControl", "VersionControlQueries"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void twoEntityNamesThatCamelCaseAlikeAreRefused() {
    Compilation compilation = Sources.assertErrorAt("EntityNameClash",
        "[SingleTableNameClash] entity name \"pullRequest\" gives the generated method pullRequests() of the"
            + " service class, which the service class already has for entity \"pull_request\"",
        "name = \"pullRequest\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aCollectionNamedLikeAMemberOfTheServiceIsRefused() {
    Sources.assertErrorAt("CollectionNameClash",
        "[SingleTableNameClash] collection \"Parse\" gives the generated method parse() of the service class,"
            + " which the service class already has for its own member",
        "collection = \"Parse\"");
  }

  @Test
  void aCollectionNamedLikeAnEntityAccessorIsRefused() {
    Sources.assertErrorAt("CollectionAccessorClash",
        "[SingleTableNameClash] collection \"line_items\" gives the generated method lineItems() of the service"
            + " class, which the service class already has for entity \"lineItem\"",
        "collection = \"line_items\"");
  }

  @Test
  void aSubCollectionNamedLikeAStepOfItsQueryIsRefused() {
    Sources.assertErrorAt("SubCollectionNameClash",
        "[SingleTableNameClash] sub-collection \"LIMIT\" gives the generated method limit() of the query of"
            + " collection \"workspace\", which that query already has for its own member",
        "subCollection = \"LIMIT\"");
  }

  @Test
  void aSubCollectionNamedLikeAQueryMemberReadFromTheRuntimeIsRefused() {
    // first() was missing from the hand-kept list of the collection query's members.
    Sources.assertErrorAt("SubCollectionNamedFirst",
        "[SingleTableNameClash] sub-collection \"first\" gives the generated method first() of the query of"
            + " collection \"workspace\", which that query already has for its own member",
        "subCollection = \"first\"");
  }

  @Test
  void componentsNamedLikeInheritedMembersGetSuffixedMethodsAndCompile() {
    Compilation compilation = Sources.compile(Sources.good("InheritedNames", "InheritedNamesQueries"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void twoAccessPatternNamesThatCamelCaseAlikeAreRefused() {
    Sources.assertErrorAt("IndexNameClash",
        "[SingleTableNameClash] access pattern name \"ByType\" of index \"gsi2\" and \"by_type\" of index"
            + " \"gsi1\" both give the generated query method byType(...)",
        "name = \"ByType\"");
  }

  @Test
  void anAccessPatternNamedLikeThePrimaryIndexInAnotherCaseIsRefused() {
    Sources.assertErrorAt("IndexNamedPrimary",
        "[SingleTableInvalidIndexName]",
        "name = \"Primary\"");
  }
}
