package io.github.parcheesi.examples.web;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads a request's body: as text, bounded by {@link WebServer#MAX_BODY}, or as JSON, strictly: one
 * JSON value, each key once in an object, and nothing but white space after it. A body that is
 * otherwise is refused with 400 (413 when too large), naming what is wrong.
 */
final class Bodies {

  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

  private Bodies() {}

  /** A string field of the JSON body. */
  static String field(Context ctx, String name) {
    JsonNode body;
    try {
      body = json(text(ctx));
    } catch (IOException e) {
      throw ApiError.of(ErrorCode.BAD_BODY, "cannot read the body: " + e.getMessage());
    }
    JsonNode value = body.get(name);
    if (!body.isObject() || value == null || !value.isTextual()) {
      throw ApiError.of(
          ErrorCode.BAD_BODY, "the body must be a JSON object with a string field '" + name + "'");
    }
    return value.asText();
  }

  /** The body's one JSON value; each key once in an object, nothing but white space after it. */
  static JsonNode json(String body) {
    try (JsonParser p = JSON.createParser(body)) {
      JsonNode node = JSON.readTree(p);
      if (node == null) {
        throw ApiError.of(ErrorCode.BAD_JSON, "malformed JSON: the body is empty");
      }
      JsonToken after;
      try {
        after = p.nextToken();
      } catch (JsonProcessingException e) {
        after = JsonToken.NOT_AVAILABLE;
      }
      if (after != null) {
        throw ApiError.of(
            ErrorCode.BAD_JSON,
            "malformed JSON: the body goes on after its JSON value, at column "
                + p.currentTokenLocation().getColumnNr()
                + "; send one JSON value and nothing after it");
      }
      return node;
    } catch (JsonParseException e) {
      String m = e.getOriginalMessage();
      throw ApiError.of(
          ErrorCode.BAD_JSON,
          m.startsWith("Duplicate field")
              ? "malformed JSON: a key is given twice in one object: "
                  + m.substring("Duplicate field ".length())
              : "malformed JSON: " + m);
    } catch (IOException e) {
      throw ApiError.of(ErrorCode.BAD_JSON, "malformed JSON: " + e.getMessage());
    }
  }

  /**
   * The body as text, read up to {@link WebServer#MAX_BODY} bytes; a longer one is refused. The
   * rest of a refused body is read and dropped first (Jetty bounds it at {@code maxRequestSize}),
   * so that the client, still sending, always gets the answer rather than a connection reset.
   */
  static String text(Context ctx) throws IOException {
    long declared = ctx.req().getContentLengthLong();
    try (InputStream in = ctx.req().getInputStream()) {
      if (declared > WebServer.MAX_BODY) {
        drop(in);
        throw tooLarge(declared);
      }
      byte[] bytes = in.readNBytes(WebServer.MAX_BODY + 1);
      if (bytes.length > WebServer.MAX_BODY) {
        drop(in);
        throw tooLarge(-1);
      }
      return new String(bytes, StandardCharsets.UTF_8);
    }
  }

  private static void drop(InputStream in) {
    try {
      in.transferTo(OutputStream.nullOutputStream());
    } catch (IOException beyondTheServersLimit) {
      // Jetty stops a body over maxRequestSize itself; the 413 goes out all the same
    }
  }

  private static ApiError tooLarge(long size) {
    return ApiError.of(
        ErrorCode.TOO_LARGE,
        "the body"
            + (size > 0 ? " has " + size + " bytes," : " is")
            + " larger than the "
            + WebServer.MAX_BODY
            + " bytes the server reads");
  }
}
