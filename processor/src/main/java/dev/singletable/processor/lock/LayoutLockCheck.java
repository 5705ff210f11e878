package dev.singletable.processor.lock;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.lock.LayoutLockWriter.Line;
import dev.singletable.processor.model.entity.EarlierShape;
import dev.singletable.processor.model.entity.EntityModel;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Holds every entity to the storage layout recorded for its version in the layout lock file
 * ({@code -Asingletable.lock=<path>}): items already in a table were written with that layout, so
 * an entity whose key templates, key fields, index names or stored attributes changed without a new
 * {@code @Entity(version)} would stop finding or decoding them. An entity or version the file does
 * not hold yet is added to it; an entity the compilation no longer has keeps its entries. With
 * {@code -Asingletable.lock.update=true} the entries of the compiled entities are rewritten instead
 * of checked. A lock file that is missing or holds no entry is an error unless {@code
 * -Asingletable.lock.create=true} starts a new lock: a lock is started on purpose, so that deleting
 * or emptying it cannot let a changed layout compile and be locked anew. The lock's roster ({@code
 * [locked entities]}) names every entity and version ever locked: an entry deleted while the roster
 * still names it is an error, so that deleting one entity's entry cannot lock its changed layout
 * anew either; removing its version from the roster as well (a second, deliberate edit a reviewer
 * sees) locks it anew.
 */
public final class LayoutLockCheck {
  /** The option naming the lock file. */
  public static final String OPTION = "singletable.lock";
  /** The option that rewrites the entries of the compiled entities instead of checking them. */
  public static final String UPDATE_OPTION = "singletable.lock.update";
  /** The option that starts a new lock where the file is missing or holds no entry. */
  public static final String CREATE_OPTION = "singletable.lock.create";

  private final Path file;
  private final boolean update;
  /** The file as read, by heading, each entry's lines. */
  private final Map<String, List<String>> locked;
  /** The file to write: the entries read, with those of this compilation added or rewritten. */
  private final Map<String, List<String>> entries;
  /** The ids of the entities compiled. */
  private final Set<String> seen = new HashSet<>();
  /** The entities compiled that the file holds no entry of, by id. */
  private final Map<String, EntityModel> added = new LinkedHashMap<>();

  /**
   * The entries the roster names ({@code [locked entities]}), as headings: every entity and version
   * locked so far. A lock written before the roster names those it holds.
   */
  private final Set<String> roster;

  private LayoutLockCheck(Path file, boolean update, Map<String, List<String>> locked) {
    this.file = file;
    this.update = update;
    List<String> rosterFacts = locked.remove(LayoutLockFile.ROSTER);
    this.locked = locked;
    this.entries = new LinkedHashMap<>(locked);
    this.roster = rosterFacts == null ? new HashSet<>(locked.keySet()) : LayoutLockWriter.rosterHeadings(rosterFacts);
  }

  /**
   * The check the processor options ask for; null when they name no lock file, or when the file
   * cannot be read, which adds the problems (each naming the file and line) to {@code errors}. A
   * lock that cannot be read is not checked against and not written.
   *
   * @param options the processor options
   * @param errors receives the messages of a lock that cannot be read
   */
  public static LayoutLockCheck of(Map<String, String> options, List<String> errors) {
    String path = options.get(OPTION);
    if (path == null || path.isBlank()) {
      return null;
    }
    Path file = Path.of(path);
    boolean update = Boolean.parseBoolean(options.get(UPDATE_OPTION));
    boolean create = Boolean.parseBoolean(options.get(CREATE_OPTION));
    try {
      boolean exists = Files.exists(file);
      Map<String, List<String>> locked = exists
          ? LayoutLockFile.read(file, Files.readAllBytes(file)) : new LinkedHashMap<>();
      if (locked.isEmpty() && !create) {
        // Never started silently: a deleted or emptied lock would lock changed layouts anew.
        errors.add(Message.LOCK_MISSING.format(file, exists ? "holds no entry" : "does not exist"));
        return null;
      }
      return new LayoutLockCheck(file, update, locked);
    } catch (IOException e) {
      errors.add(Message.LOCK_UNREADABLE.format(file, e));
    } catch (LayoutLockFile.Malformed e) {
      errors.addAll(e.problems());
    }
    return null;
  }

  /**
   * Compares an entity, and each earlier version it reads, with its locked layout, reporting each
   * changed line at what states it; and reports every locked older version that no earlier version
   * of the entity reads.
   */
  public void check(EntityModel entity, Problems problems) {
    String id = LayoutLockWriter.id(entity);
    seen.add(id);
    if (locked.keySet().stream().noneMatch(heading -> LayoutLockWriter.idOf(heading).equals(id))) {
      added.put(id, entity);
    }
    if (!update && !pathFromEveryLockedVersion(entity, problems)) {
      // The new version's entry is not added: the build is refused until the path exists.
      return;
    }
    compare(entity, problems, Message.LAYOUT_CHANGED);
    for (EarlierShape shape : entity.evolution().earlier()) {
      compare(shape.layout(), problems, Message.EARLIER_LAYOUT_CHANGED);
    }
  }

  /** Reports every locked version older than the entity's that no earlier version of it reads. */
  private boolean pathFromEveryLockedVersion(EntityModel entity, Problems problems) {
    String id = LayoutLockWriter.id(entity);
    boolean complete = true;
    for (String heading : locked.keySet()) {
      int version = LayoutLockWriter.versionOf(heading);
      if (LayoutLockWriter.idOf(heading).equals(id) && version < entity.version()
          && entity.evolution().shape(version).isEmpty()) {
        problems.report(Message.NO_UPCAST_PATH, entity.position(), id, entity.version(), file, version,
            entity.recordType().simpleName(), version, version);
        complete = false;
      }
    }
    return complete;
  }

  private void compare(EntityModel entity, Problems problems, Message changed) {
    String heading = LayoutLockWriter.heading(entity);
    List<Line> lines = LayoutLockWriter.lines(entity);
    List<String> texts = lines.stream().map(Line::text).toList();
    List<String> old = locked.get(heading);
    if (old == null && !update && roster.contains(heading)) {
      // Locked before, its entry deleted on its own: never locked anew silently.
      problems.report(Message.LOCK_ENTRY_DELETED, entity.position(), heading, file, LayoutLockFile.ROSTER,
          LayoutLockWriter.id(entity), "v" + entity.version());
      return;
    }
    if (old == null || update) {
      entries.put(heading, texts);
      return;
    }
    Map<String, String> oldByKey = new LinkedHashMap<>();
    for (String text : old) {
      int split = text.indexOf(" = ");
      oldByKey.put(split < 0 ? text : text.substring(0, split), text);
    }
    for (Line line : lines) {
      String before = oldByKey.remove(line.key());
      if (before == null && line.key().startsWith(LayoutLockWriter.LOCAL)) {
        problems.report(Message.LSI_AFTER_CREATION, line.position(), line.key().substring(LayoutLockWriter.LOCAL.length()),
            entity.recordType(), heading, file);
      } else if (!line.text().equals(before)) {
        problems.report(changed, line.position(), entity.recordType(), heading, file,
            before == null ? "(none)" : before, line.text(), entity.version() + 1);
      }
    }
    for (String gone : oldByKey.values()) {
      problems.report(changed, entity.position(), entity.recordType(), heading, file, gone,
          "(none)", entity.version() + 1);
    }
  }

  /**
   * The locked entity of the same service, not compiled now, whose entry of the entity's version
   * (or, without one, of any version) has the entity's primary key templates.
   */
  private Optional<String> renamedFrom(EntityModel entity, Set<String> missing) {
    List<String> primary = primaryTemplates(LayoutLockWriter.lines(entity).stream().map(Line::text).toList());
    for (Map.Entry<String, List<String>> entry : locked.entrySet()) {
      String id = LayoutLockWriter.idOf(entry.getKey());
      if (missing.contains(id) && id.startsWith(entity.service() + "/")
          && primaryTemplates(entry.getValue()).equals(primary)) {
        return Optional.of(id);
      }
    }
    return Optional.empty();
  }

  private static List<String> primaryTemplates(List<String> lines) {
    return lines.stream().filter(line -> line.startsWith("template primary.")).sorted().toList();
  }

  /**
   * Writes the file when its entries changed, unless an entity looks renamed.
   *
   * @param problems receives an entity new to the file whose primary key templates are those of an
   *     entity the file holds and this compilation did not have: a renamed entity
   * @return the warnings about entities the file holds that this compilation did not have
   */
  public List<String> finish(Problems problems) throws IOException {
    List<String> warnings = new ArrayList<>();
    Set<String> missing = new TreeSet<>();
    for (String heading : locked.keySet()) {
      String id = LayoutLockWriter.idOf(heading);
      if (!seen.contains(id)) {
        missing.add(id);
      }
    }
    for (String id : missing) {
      warnings.add(Message.LOCKED_ENTITY_MISSING.format(id, file));
    }
    if (!update) {
      for (EntityModel entity : added.values()) {
        renamedFrom(entity, missing).ifPresent(old -> problems.report(Message.LOCKED_ENTITY_RENAMED,
            entity.namePosition(), LayoutLockWriter.id(entity), file, old, old, old));
      }
      if (!problems.isEmpty()) {
        return warnings;
      }
    }
    String text = LayoutLockWriter.file(entries, roster);
    if (!Files.exists(file) || !text.equals(Files.readString(file, StandardCharsets.UTF_8))) {
      Path parent = file.toAbsolutePath().getParent();
      Files.createDirectories(parent);
      // Written beside it and moved into place: a build stopped half-way leaves the old lock, not a
      // truncated one that would lock less.
      Path written = Files.createTempFile(parent, file.getFileName().toString(), ".tmp");
      try {
        Files.writeString(written, text, StandardCharsets.UTF_8);
        try {
          Files.move(written, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
          Files.move(written, file, StandardCopyOption.REPLACE_EXISTING);
        }
      } finally {
        Files.deleteIfExists(written);
      }
    }
    return warnings;
  }
}
