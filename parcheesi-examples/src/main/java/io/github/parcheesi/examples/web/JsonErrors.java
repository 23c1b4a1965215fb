package io.github.parcheesi.examples.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's own refusals, of requests that never reach a route (a malformed escape in the path, a
 * header larger than the server reads), answered in the API's shape: {@code {"error": "...",
 * "code": "..."}} as JSON ({@link ApiError}), like every other refusal, instead of Jetty's HTML
 * page.
 */
final class JsonErrors extends ErrorHandler {

  private static final ObjectMapper JSON = new ObjectMapper();

  @Override
  protected void generateResponse(
      Request request,
      Response response,
      int code,
      String message,
      Throwable cause,
      Callback callback) {
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
    response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
    String why = cause == null ? null : cause.getMessage();
    String said = why == null || message != null && message.contains(why) ? message : why;
    response.write(true, ByteBuffer.wrap(body(code, said)), callback);
  }

  @Override
  public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
    fields.put(new HttpField(HttpHeader.CONTENT_TYPE, "application/json"));
    return ByteBuffer.wrap(body(status, reason));
  }

  /** The body of a refusal: what Jetty says, in the API's words where they are known. */
  static byte[] body(int code, String reason) {
    String said = reason == null || reason.isBlank() ? HttpStatus.getMessage(code) : reason;
    said = said.replaceFirst("^" + code + ": ", ""); // Jetty's causes begin with the status
    if (said.isBlank() || said.equals("null")) {
      said = HttpStatus.getMessage(code);
    }
    String message;
    ErrorCode kind;
    if (code == HttpStatus.REQUEST_HEADER_FIELDS_TOO_LARGE_431) {
      kind = ErrorCode.HEADERS_TOO_LARGE;
      message = "the request's headers are larger than the server reads";
    } else if (code == HttpStatus.URI_TOO_LONG_414) {
      kind = ErrorCode.ADDRESS_TOO_LONG;
      message = "the request's address is longer than the server reads";
    } else if (code == HttpStatus.BAD_REQUEST_400) {
      kind = ErrorCode.UNREADABLE_REQUEST;
      message =
          "the server cannot read the request: "
              + (said.equals(HttpStatus.getMessage(code))
                  ? "its address or a header is malformed, such as a % not followed by two"
                      + " hexadecimal digits"
                  : said);
    } else {
      kind = ErrorCode.REFUSED;
      message = said;
    }
    try {
      return JSON.writeValueAsBytes(ApiError.body(kind, message, Map.of()));
    } catch (JsonProcessingException e) {
      return "{\"error\": \"unknown\", \"code\": \"refused\"}".getBytes(StandardCharsets.UTF_8);
    }
  }
}
