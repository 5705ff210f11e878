package dev.singletable.samples.relationships;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.QueryRecorder;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Seed 001's relationship patterns: the stored layouts letter for letter, and every access pattern
 * the seed lists as one request.
 */
class RelationshipsTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static Table table(SampleEngine engine, String prefix, QueryRecorder recorder,
      dev.singletable.runtime.EntitySchema<?>... schemas) {
    return Engines.newTable(engine, prefix, schemas).withListener(recorder);
  }

  // ----- one to many: customer, orders, questions

  private static RelationshipsService customers(SampleEngine engine, QueryRecorder recorder) {
    Table table = table(engine, "relationships", recorder, CustomerEntity.SCHEMA, OrderEntity.SCHEMA,
        QuestionEntity.SCHEMA);
    RelationshipsDemo.seedCustomers(table);
    recorder.clear();
    return RelationshipsService.of(table);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void questionsSortBeforeTheCustomerAndOrdersAfterIt(SampleEngine engine) {
    QueryRecorder recorder = new QueryRecorder();
    RelationshipsService service = customers(engine, recorder);

    assertEquals(
        rows(
            List.of("CUSTOMER#XYQ", "#QUESTION#99998"),
            List.of("CUSTOMER#XYQ", "#QUESTION#99999"),
            List.of("CUSTOMER#XYQ", "CUSTOMER#XYQ"),
            List.of("CUSTOMER#XYQ", "ORDER#00001"),
            List.of("CUSTOMER#XYQ", "ORDER#00002"),
            List.of("CUSTOMER#VLD", "CUSTOMER#VLD"),
            List.of("CUSTOMER#VLD", "ORDER#00003"),
            List.of("CUSTOMER#VLD", "ORDER#00004")),
        keyRows(service.table(), "PK", "SK"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void customerAndLastTenOrdersIsOneRequestFromTheCustomerWithLimitEleven(SampleEngine engine) {
    QueryRecorder recorder = new QueryRecorder();
    RelationshipsService service = customers(engine, recorder);

    RelationshipsService.CustomerCollection read = service.customer("XYQ").fromCustomer().limit(11).list();

    assertEquals(Optional.of(new Customer("XYQ", "Tom")), read.customer());
    assertEquals(List.of(new Order("XYQ", 1), new Order("XYQ", 2)), read.orders());
    assertEquals(List.of(), read.questions());
    QueryRequest request = recorder.single();
    assertEquals(11, request.limit());
    assertEquals("CUSTOMER#XYQ", request.expressionAttributeValues().values().stream()
        .filter(value -> "CUSTOMER#XYQ".equals(value.s())).findFirst().orElseThrow().s());
    assertTrue(request.keyConditionExpression().contains(">="), request.keyConditionExpression());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void customerAndLastTenQuestionsIsOneDescendingRequestUpToTheCustomer(SampleEngine engine) {
    QueryRecorder recorder = new QueryRecorder();
    RelationshipsService service = customers(engine, recorder);

    RelationshipsService.CustomerCollection read =
        service.customer("XYQ").upToCustomer().descending().limit(11).list();

    assertEquals(Optional.of(new Customer("XYQ", "Tom")), read.customer());
    // Descending from the customer: #QUESTION#99999 (question 1), then #QUESTION#99998 (question 2).
    assertEquals(List.of(1, 2), read.questions().stream().map(Question::questionId).toList());
    assertEquals(List.of(), read.orders());
    QueryRequest request = recorder.single();
    assertEquals(11, request.limit());
    assertFalse(request.scanIndexForward());
    assertTrue(request.keyConditionExpression().contains("<="), request.keyConditionExpression());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void lastTenQuestionsIsOneDescendingRequestOfTheQuestionPrefix(SampleEngine engine) {
    QueryRecorder recorder = new QueryRecorder();
    RelationshipsService service = customers(engine, recorder);

    List<Question> questions = service.questions().query().primary("XYQ").descending().limit(10).list();

    assertEquals(List.of(Question.of("XYQ", 1, "Where is my order?"), Question.of("XYQ", 2, "Can I change the address?")),
        questions);
    assertTrue(recorder.single().keyConditionExpression().contains("begins_with"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void customerOrdersAndQuestionsAreOneRequest(SampleEngine engine) {
    QueryRecorder recorder = new QueryRecorder();
    RelationshipsService service = customers(engine, recorder);

    RelationshipsService.CustomerCollection all = service.customer("XYQ").list();

    assertTrue(all.customer().isPresent());
    assertEquals(2, all.orders().size());
    assertEquals(2, all.questions().size());
    assertEquals(1, recorder.sent().size());
    assertEquals(5, service.customer("XYQ").count());
  }

  // ----- many to many: students and sports

  private static AdjacencyService adjacency(SampleEngine engine, QueryRecorder recorder) {
    Table table = table(engine, "adjacency", recorder, StudentEntity.SCHEMA, SportEntity.SCHEMA,
        StudentSportEntity.SCHEMA);
    RelationshipsDemo.seedAdjacency(table);
    recorder.clear();
    return AdjacencyService.of(table);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theAdjacencyListFlipsItsKeysOnTheIndex(SampleEngine engine) {
    AdjacencyService service = adjacency(engine, new QueryRecorder());

    // The seed prints STUDENT#LKJ as the sort key of student XYQ, a slip of its table: every other row,
    // and the text, give a student item the same partition and sort key.
    assertEquals(
        rows(
            List.of("STUDENT#XYQ", "STUDENT#XYQ", "STUDENT#XYQ", "STUDENT#XYQ"),
            List.of("STUDENT#XYQ", "SPORT#BASKETBALL", "SPORT#BASKETBALL", "STUDENT#XYQ"),
            List.of("STUDENT#XYQ", "SPORT#FOOTBALL", "SPORT#FOOTBALL", "STUDENT#XYQ"),
            List.of("STUDENT#VLD", "STUDENT#VLD", "STUDENT#VLD", "STUDENT#VLD"),
            List.of("STUDENT#VLD", "SPORT#BASKETBALL", "SPORT#BASKETBALL", "STUDENT#VLD"),
            List.of("STUDENT#VLD", "SPORT#TENNIS", "SPORT#TENNIS", "STUDENT#VLD"),
            List.of("SPORT#BASKETBALL", "SPORT#BASKETBALL", "SPORT#BASKETBALL", "SPORT#BASKETBALL"),
            List.of("SPORT#FOOTBALL", "SPORT#FOOTBALL", "SPORT#FOOTBALL", "SPORT#FOOTBALL"),
            List.of("SPORT#TENNIS", "SPORT#TENNIS", "SPORT#TENNIS", "SPORT#TENNIS")),
        keyRows(service.table(), "PK", "SK", "GSIPK1", "GSISK1"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void studentAndTheirSportsIsOneRequestOfTheTable(SampleEngine engine) {
    QueryRecorder recorder = new QueryRecorder();
    AdjacencyService service = adjacency(engine, recorder);

    AdjacencyService.StudentCollection tom = service.student("XYQ").list();

    assertEquals(Optional.of(new Student("XYQ", "Tom")), tom.student());
    assertEquals(List.of("BASKETBALL", "FOOTBALL"), tom.studentSports().stream().map(StudentSport::sportId).toList());
    assertEquals(null, recorder.single().indexName());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void sportAndItsStudentsIsOneRequestOfTheFlippedIndex(SampleEngine engine) {
    QueryRecorder recorder = new QueryRecorder();
    AdjacencyService service = adjacency(engine, recorder);

    AdjacencyService.SportCollection basketball = service.sport("BASKETBALL").list();

    assertEquals(Optional.of(new Sport("BASKETBALL", "Basketball", "Simon")), basketball.sport());
    assertEquals(List.of("VLD", "XYQ"), basketball.studentSports().stream().map(StudentSport::studentId).toList());
    assertEquals("GSI1", recorder.single().indexName());
  }

  // ----- materialized graph

  private static GraphService graph(SampleEngine engine, QueryRecorder recorder) {
    Table table = table(engine, "graph", recorder, GraphStudentEntity.SCHEMA, StudentClassEntity.SCHEMA,
        HomeEntity.SCHEMA, TeacherEntity.SCHEMA);
    RelationshipsDemo.seedGraph(table);
    recorder.clear();
    return GraphService.of(table);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theMaterializedGraphStoresTheSeedRows(SampleEngine engine) {
    GraphService service = graph(engine, new QueryRecorder());

    assertEquals(
        rows(
            List.of("STUDENT#TOM", "STUDENT#TOM", "STUDENT#TOM", "STUDENT#TOM"),
            List.of("STUDENT#TOM", "TEACHER#SIMON#CLASS#MATH", "TEACHER#SIMON", "CLASS#MATH"),
            List.of("STUDENT#TOM", "TEACHER#MICHAEL#CLASS#PHYSICS", "TEACHER#MICHAEL", "CLASS#PHYSICS"),
            List.of("STUDENT#TOM", "HOME#USA#CA#LOS_ANGELES", "COUNTRY#USA", "HOME#CA#LOS_ANGELES"),
            List.of("TEACHER#SIMON", "TEACHER#SIMON", "TEACHER#SIMON", "TEACHER#SIMON"),
            List.of("TEACHER#MICHAEL", "TEACHER#MICHAEL", "TEACHER#MICHAEL", "TEACHER#MICHAEL")),
        keyRows(service.table(), "PK", "SK", "GSI1PK", "GSI1SK"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aStudentWithClassesAndHomeAndATeacherWithClassesAreOneRequestEach(SampleEngine engine) {
    QueryRecorder recorder = new QueryRecorder();
    GraphService service = graph(engine, recorder);

    GraphService.StudentCollection tom = service.student("TOM").list();
    assertEquals(1, recorder.sent().size());
    recorder.clear();
    GraphService.TeacherCollection simon = service.teacher("SIMON").list();

    assertEquals(Optional.of(new GraphStudent("TOM", "Tom")), tom.student());
    assertEquals(List.of("MICHAEL", "SIMON"), tom.studentClasses().stream().map(StudentClass::teacherId).toList());
    assertEquals(List.of(new Home("TOM", "USA", "CA", "LOS_ANGELES")), tom.homes());
    assertEquals(Optional.of(new Teacher("SIMON", "Simon")), simon.teacher());
    assertEquals(List.of("MATH"), simon.studentClasses().stream().map(StudentClass::classId).toList());
    assertEquals("GSI1", recorder.single().indexName());
  }
}
