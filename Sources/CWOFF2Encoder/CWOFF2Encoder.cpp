#include "CWOFF2Encoder.h"

#include <cstdio>
#include <mutex>

#include <woff2/encode.h>

// No C++ exception may cross into Swift: every one becomes a failure.

size_t draper_woff2_max_size(const uint8_t *font, size_t length) {
    try {
        return woff2::MaxWOFF2CompressedSize(font, length);
    } catch (...) {
        return 0;
    }
}

namespace {
// Debian's libwoff2enc prints "Compressed N to M." on the C stream stderr for every font.
// Draper writes its own messages to file descriptor 2 directly (never through that stream),
// so pointing the stream at /dev/null for the call silences only the library.
std::mutex stream_lock;

class SilencedStderr {
  public:
    SilencedStderr() : guard_(stream_lock), saved_(stderr), sink_(std::fopen("/dev/null", "w")) {
        if (sink_) stderr = sink_;
    }
    ~SilencedStderr() {
        stderr = saved_;
        if (sink_) std::fclose(sink_);
    }

  private:
    std::lock_guard<std::mutex> guard_;
    FILE *saved_;
    FILE *sink_;
};
}  // namespace

int draper_woff2_encode(const uint8_t *font, size_t length, uint8_t *result, size_t *result_length) {
    try {
        SilencedStderr silenced;
        woff2::WOFF2Params params;
        params.brotli_quality = 11;
        return woff2::ConvertTTFToWOFF2(font, length, result, result_length, params) ? 1 : 0;
    } catch (...) {
        return 0;
    }
}
