package dev.singletable.runtime.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The read engine on its own, over pages held in memory: how many items it asks for, when it fetches
 * another page, where it stops, and what becomes of an item that cannot be read. Every read of the
 * runtime pages through it; the reads' own tests run it against DynamoDB Local.
 */
class PagerTest {
  /** A table without listeners: the pages never reach its client. */
  private static final Table TABLE = Table.of(new DynamoDbClient() {
    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}
  }, "pages");

  /** Items 1..n in pages of {@code size} (fewer when a request asks for fewer); "bad" items fail to decode. */
  private static final class Pages implements PageSource<Integer> {
    final int total;
    final int size;
    final List<Integer> bad;
    final List<String> requests = new ArrayList<>();
    /** Items of another entity: passed over, never decoded. */
    List<Integer> foreign = List.of();
    /** Whether each request asks for more than remains, as a scan's doubling does. */
    boolean overAsk;

    Pages(int total, int size, Integer... bad) {
      this.total = total;
      this.size = size;
      this.bad = List.of(bad);
    }

    @Override
    public Table table() {
      return TABLE;
    }

    @Override
    public Fetched fetch(Map<String, AttributeValue> start, int remaining, int attempt) {
      int from = start == null ? 1 : Integer.parseInt(start.get("k").n()) + 1;
      requests.add(from + "+" + remaining);
      int to = Math.min(total, from + (remaining > 0 && !overAsk ? Math.min(size, remaining) : size) - 1);
      List<Map<String, AttributeValue>> items = new ArrayList<>();
      for (int i = from; i <= to; i++) {
        items.add(Map.of("k", AttributeValue.fromN(Integer.toString(i))));
      }
      return new Fetched(items, to >= total ? null : Map.of("k", AttributeValue.fromN(Integer.toString(to))));
    }

    @Override
    public CompletableFuture<Fetched> fetchAsync(Map<String, AttributeValue> start, int remaining, int attempt) {
      return CompletableFuture.supplyAsync(() -> fetch(start, remaining, attempt));
    }

    @Override
    public boolean owns(Map<String, AttributeValue> item) {
      return !foreign.contains(Integer.parseInt(item.get("k").n()));
    }

    @Override
    public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
      return item;
    }

    @Override
    public Integer decode(Map<String, AttributeValue> item, Consumer<InvalidItem> report) {
      int value = Integer.parseInt(item.get("k").n());
      if (!bad.contains(value)) {
        return value;
      }
      IllegalStateException failure = new IllegalStateException("item " + value + " cannot be read");
      if (report == null) {
        throw failure;
      }
      report.accept(new InvalidItem("number", item, item,
          new InvalidItemException("number", "k", value, "cannot be read", item, failure)));
      return null;
    }
  }

  @Test
  void aListWalksEveryPageAndALimitAsksOnlyForWhatIsStillWanted() {
    Pages pages = new Pages(25, 10);
    assertEquals(25, new Pager<>(pages, false, null).list(null, -1).size());
    assertEquals(List.of("1+-1", "11+-1", "21+-1"), pages.requests);

    Pages limited = new Pages(25, 10);
    assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), new Pager<>(limited, false, null).list(null, 12));
    assertEquals(List.of("1+12", "11+2"), limited.requests);
  }

  @Test
  void aPageWithoutLimitIsOneDynamoDbPageAndWithALimitFillsUpAcrossPages() {
    Pages pages = new Pages(25, 10, 3, 4);
    Pager.Result<Integer> one = new Pager<>(pages, true, null).page(null, -1);
    assertEquals(List.of(1, 2, 5, 6, 7, 8, 9, 10), one.items());
    assertEquals("10", one.next().get("k").n());
    assertEquals(2, one.invalid().size());

    Pages limited = new Pages(25, 10, 3, 4);
    Pager.Result<Integer> full = new Pager<>(limited, true, null).page(null, 10);
    assertEquals(List.of(1, 2, 5, 6, 7, 8, 9, 10, 11, 12), full.items(), "skipped items do not count");
    assertEquals("12", full.next().get("k").n());
    assertEquals(List.of("1+10", "11+2"), limited.requests);
  }

  @Test
  void itemsOfOtherEntitiesArePassedOverAndCountedButNeverDecoded() {
    Pages pages = new Pages(10, 10);
    pages.foreign = List.of(2, 5);
    Pager.Result<Integer> all = new Pager<>(pages, false, null).all(null, -1);
    assertEquals(List.of(1, 3, 4, 6, 7, 8, 9, 10), all.items());
    assertEquals(2, all.passedOver());
    assertEquals(List.of(1, 3, 4, 6), new Pager<>(pages, false, null).list(null, 4));
  }

  @Test
  void aPageHoldingMoreThanWantedIsCutAndItsCursorResumesRightAfterTheLastItemTaken() {
    Pages pages = new Pages(30, 10);
    pages.overAsk = true;
    Pager.Result<Integer> page = new Pager<>(pages, false, null).page(null, 4);
    assertEquals(List.of(1, 2, 3, 4), page.items());
    assertEquals("4", page.next().get("k").n());
    assertEquals(List.of(5, 6, 7, 8), new Pager<>(pages, false, null).page(page.next(), 4).items());
  }

  @Test
  void theLastPageHasNoNextKey() {
    assertNull(new Pager<>(new Pages(5, 10), false, null).page(null, -1).next());
  }

  @Test
  void anIteratorDeliversTheItemsBeforeOneThatCannotBeReadAndFetchesLazily() {
    Pages pages = new Pages(30, 10, 12);
    Iterator<Integer> items = new Pager<>(pages, false, null).iterator(null, -1);
    for (int i = 1; i <= 11; i++) {
      assertEquals(i, items.next());
    }
    assertEquals(2, pages.requests.size(), "the third page is not fetched before it is needed");
    assertThrows(IllegalStateException.class, items::next);
    assertEquals(13, items.next(), "the failure is not met again");
  }

  @Test
  void skippedItemsGoToTheCallbackWhicheverTerminalRuns() {
    List<InvalidItem> seen = new ArrayList<>();
    Pager<Integer> pager = new Pager<>(new Pages(12, 5, 2, 11), true, seen::add);
    assertEquals(10, pager.list(null, -1).size());
    assertEquals(10, pager.stream(null, -1).count());
    assertEquals(4, seen.size());
  }

  @Test
  void aPageForAnItemPublisherKeepsTheItemsBeforeAFailure() {
    Pager.Result<Integer> page = new Pager<>(new Pages(10, 10, 4), false, null)
        .pageKeepingItemsBeforeFailure(null, -1).join();
    assertEquals(List.of(1, 2, 3), page.items());
    assertEquals("item 4 cannot be read", page.failure().getMessage());

    CompletableFuture<Pager.Result<Integer>> whole = new Pager<>(new Pages(10, 10, 4), false, null).pageAsync(null, -1);
    Throwable thrown = assertThrows(Exception.class, whole::join).getCause();
    assertEquals("item 4 cannot be read", thrown.getMessage());
    assertSame(IllegalStateException.class, thrown.getClass(), "the failure itself, as the sync page throws it");
  }

  @Test
  void theAsyncTwinsReturnWhatTheSyncTerminalsReturn() {
    Pager<Integer> pager = new Pager<>(new Pages(37, 10, 20), true, null);
    assertEquals(pager.list(null, -1), pager.listAsync(null, -1).join().items());
    assertEquals(pager.list(null, 15), pager.listAsync(null, 15).join().items());
    assertEquals(pager.page(null, 15).items(), pager.pageAsync(null, 15).join().items());
    assertEquals(pager.page(null, -1).next(), pager.pageAsync(null, -1).join().next());
  }
}
