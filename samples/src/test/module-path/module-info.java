module com.example.app {
  requires static dev.singletable.annotation;
  requires dev.singletable.runtime;
  requires software.amazon.awssdk.services.dynamodb;
  requires jdk.net;
}
