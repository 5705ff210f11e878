package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountEntity;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The audit of the accounts' {@code @Unique} e-mail guard items after a race, on the sync or the async path. */
public final class GuardAudit {
  /** Few addresses for many accounts, so that claims collide; some hold the guard key's delimiters. */
  public static final List<String> EMAILS = List.of(
      "ada@example.com", "bob@example.com", "a#b@example.com", "a_b@example.com", "c\\d@example.com", "ada@example.co");
  private static final String GUARD_PREFIX = "_unique#account#email#";

  private GuardAudit() {}

  /**
   * Reads the whole table raw and checks the guards against the accounts: each guard's value is held
   * by exactly one account, each account's value has its guard, no value is held twice.
   *
   * @return each held e-mail address and the account holding it
   */
  public static Map<String, String> audit(Table table) {
    Set<String> guards = new TreeSet<>();
    Map<String, List<String>> holders = new TreeMap<>();
    List<String> problems = new ArrayList<>();
    for (Map<String, AttributeValue> item : RawItems.scan(table)) {
      String pk = item.get("pk").s();
      if (pk.startsWith(GUARD_PREFIX)) {
        if (!pk.equals(item.get("sk").s())) {
          problems.add("guard " + pk + " has sort key " + item.get("sk").s());
        }
        guards.add(unescape(pk.substring(GUARD_PREFIX.length())));
      } else {
        Account account = AccountEntity.fromItem(item);
        if (account.email() != null) {
          holders.computeIfAbsent(account.email(), k -> new ArrayList<>()).add(account.accountId());
        }
      }
    }
    Map<String, String> held = new HashMap<>();
    for (Map.Entry<String, List<String>> value : holders.entrySet()) {
      if (value.getValue().size() > 1) {
        problems.add(value.getKey() + " is held by " + value.getValue().size() + " accounts " + value.getValue());
      }
      if (!guards.contains(value.getKey())) {
        problems.add(value.getKey() + " held by " + value.getValue() + " has no guard item");
      }
      held.put(value.getKey(), value.getValue().get(0));
    }
    for (String guard : guards) {
      if (!holders.containsKey(guard)) {
        problems.add("the guard of " + guard + " belongs to no account: the address can never be used again");
      }
    }
    assertEquals(List.of(), problems, "guards " + guards + ", accounts by e-mail " + holders);
    return held;
  }

  /** The value of a guard key: the runtime prefixes the template's delimiters with a backslash. */
  static String unescape(String rendered) {
    StringBuilder value = new StringBuilder();
    for (int i = 0; i < rendered.length(); i++) {
      char c = rendered.charAt(i);
      if (c == '\\' && i + 1 < rendered.length()) {
        c = rendered.charAt(++i);
      }
      value.append(c);
    }
    return value.toString();
  }

}
