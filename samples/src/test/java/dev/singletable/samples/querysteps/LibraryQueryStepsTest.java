package dev.singletable.samples.querysteps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.collection.CollectionFilter;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A library after ElectroDB's example: the table's index read by its own name, the author's and the
 * title's collections of books and genres read through their common type, and a filter that keeps
 * items of either member by a condition on each.
 */
class LibraryQueryStepsTest {
  private static final Map<SampleEngine, Table> SEEDED = new ConcurrentHashMap<>();

  static Stream<?> engines() {
    return Engines.all();
  }

  private static final Book HOBBIT = new Book("0261103", "The Hobbit", "tolkien", 310);
  private static final Book SILMARILLION = new Book("0261104", "The Silmarillion", "tolkien", 480);
  private static final Genre HOBBIT_FANTASY = new Genre("0261103", "FANTASY", "tolkien", "The Hobbit");
  private static final Genre HOBBIT_CHILDREN = new Genre("0261103", "CHILDREN", "tolkien", "The Hobbit");
  private static final Genre SILMARILLION_MYTH = new Genre("0261104", "MYTH", "tolkien", "The Silmarillion");

  private static LibraryService library(SampleEngine engine) {
    return LibraryService.of(SEEDED.computeIfAbsent(engine, e -> {
      Table table = Engines.newTable(e, "library", BookEntity.SCHEMA, GenreEntity.SCHEMA);
      LibraryService library = LibraryService.of(table);
      library.books().put(HOBBIT).execute();
      library.books().put(SILMARILLION).execute();
      for (Genre genre : List.of(HOBBIT_FANTASY, HOBBIT_CHILDREN, SILMARILLION_MYTH)) {
        library.genres().put(genre).execute();
      }
      return table;
    }));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theTableIndexByItsOwnNameReadsWhatPrimaryReads(SampleEngine engine) {
    LibraryService library = library(engine);

    assertEquals(List.of(HOBBIT), library.books().query().book("0261103").list());
    assertEquals(library.books().query().primary("0261103").list(), library.books().query().book("0261103").list());
    assertEquals(List.of(HOBBIT_CHILDREN, HOBBIT_FANTASY), library.genres().query().genres("0261103").list());
    assertEquals(List.of(HOBBIT_FANTASY), library.genres().query().genres("0261103").genreBeginsWith("FAN").list());
    assertEquals(library.genres().query().primary("0261103").genre("CHILDREN").list(),
        library.genres().query().genres("0261103").genre("CHILDREN").list());
  }

  /** Written once for the results of both collections. */
  private static List<String> titles(LibraryService.BooksAndGenres items) {
    return Stream.concat(items.books().stream().map(Book::title), items.genres().stream().map(Genre::title))
        .distinct().sorted().toList();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void collectionsOfTheSameMembersShareOneType(SampleEngine engine) {
    LibraryService library = library(engine);

    LibraryService.WorksCollection works = library.works("tolkien").list();
    LibraryService.TitlesCollection titled = library.titles("The Hobbit").list();

    assertEquals(List.of("The Hobbit", "The Silmarillion"), titles(works));
    assertEquals(List.of("The Hobbit"), titles(titled));
    LibraryService.BooksAndGenres either = titled.genres().size() > 1 ? titled : works;
    assertEquals(List.of(HOBBIT_CHILDREN, HOBBIT_FANTASY), either.genres());
    assertEquals(List.of(), either.invalidItems());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aFilterOrsConditionsOfTwoMembersWithoutACast(SampleEngine engine) {
    LibraryService library = library(engine);

    CollectionFilter<LibraryService.WorksCollection> longBooksOrMyths =
        LibraryService.WorksQuery.whereBook(BookEntity.PAGES.gt(400))
            .or(LibraryService.WorksQuery.whereGenre(GenreEntity.GENRE.eq("MYTH")));
    LibraryService.WorksCollection works = library.works("tolkien").filter(longBooksOrMyths).list();

    assertEquals(List.of(SILMARILLION), works.books());
    assertEquals(List.of(SILMARILLION_MYTH), works.genres());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eachMembersConditionHoldsForThatMembersItemsOnly(SampleEngine engine) {
    LibraryService library = library(engine);

    // Genres have a title too: without the member's scope, their titles would match as well.
    LibraryService.WorksCollection hobbit = library.works("tolkien")
        .filter(LibraryService.WorksQuery.whereBook(BookEntity.TITLE.beginsWith("The Hobbit")))
        .list();
    assertEquals(List.of(HOBBIT), hobbit.books());
    assertEquals(List.of(), hobbit.genres());

    LibraryService.WorksCollection both = library.works("tolkien")
        .filter(LibraryService.WorksQuery.whereBook(BookEntity.PAGES.gt(0))
            .and(LibraryService.WorksQuery.whereGenre(GenreEntity.GENRE.eq("MYTH"))))
        .list();
    assertTrue(both.books().isEmpty() && both.genres().isEmpty(), both.toString());
  }
}
