package dev.singletable.samples.async;

import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;

/**
 * Holds the requests of chosen operations in an AWS SDK async client after the engine answered them
 * and before the SDK completes their futures, so that a test can cancel a call whose request is in
 * flight on the SDK's real path (Netty, its pipeline and its futures).
 */
final class HoldingInterceptor extends HeldRequests implements ExecutionInterceptor {
  @Override
  public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
    attributes.putAttribute(HOLD, arrived(operation(attributes)));
  }

  @Override
  public void afterTransmission(Context.AfterTransmission context, ExecutionAttributes attributes) {
    if (Boolean.TRUE.equals(attributes.getAttribute(HOLD))) {
      try {
        awaitRelease();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  @Override
  public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
    answered(operation(attributes));
  }

  @Override
  public void onExecutionFailure(Context.FailedExecution context, ExecutionAttributes attributes) {
    answered(operation(attributes));
  }

  private static String operation(ExecutionAttributes attributes) {
    return attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME);
  }

  private static final software.amazon.awssdk.core.interceptor.ExecutionAttribute<Boolean> HOLD =
      new software.amazon.awssdk.core.interceptor.ExecutionAttribute<>("singletable.test.hold");
}
