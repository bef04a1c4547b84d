/*
 * The benchmark's "same library, no cleverness" reference: Draper's og card drawn with plain libgd calls on one
 * thread, as a C programmer would write it on a first try.
 *
 *     gd_cards TABLE OUTDIR FONTFILE [LIMIT]
 *
 * TABLE is the tab-separated card list (id, photo, quote, speaker); each card is written to OUTDIR/ID.png. For each
 * card: decode the whole JPEG, cover-crop it to 1200x630 with gdImageCopyResampled, blend a 55 % black rectangle over
 * it, wrap the quote greedily to the text box measuring with gdImageStringFTEx, stepping the size down from Draper's
 * largest (76 px) until quote and speaker line fit the box, draw them centred in white, and write the PNG with
 * gdImagePngEx at zlib level 6 (libpng's default row filters).
 *
 * Build: cc -O2 -o gd_cards gd_cards.c $(pkg-config --cflags --libs gdlib)
 */
#include <gd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    CARD_WIDTH = 1200,
    CARD_HEIGHT = 630,
    MARGIN = 50,           /* 8 % of the shorter side, as Draper's default */
    SPEAKER_SIZE = 28,     /* px */
    SPEAKER_GAP = 22,      /* px between the quote and the speaker line */
    MAX_SIZE = 76,         /* px: Draper's largest quote size on an og card (12 % of 630) */
    MIN_SIZE = 22,
    MAX_LINES = 64,
};
static const double LINE_HEIGHT = 1.15;
static const double OVERLAY = 0.55;

/* Sizes in pixels: render at 72 dpi so that one point is one pixel, as the other contenders do. */
static gdFTStringExtra pixel_sizes(void) {
    gdFTStringExtra extra;
    memset(&extra, 0, sizeof extra);
    extra.flags = gdFTEX_RESOLUTION;
    extra.hdpi = 72;
    extra.vdpi = 72;
    return extra;
}

static int text_width(const char *font, double size, const char *text) {
    int box[8];
    gdFTStringExtra extra = pixel_sizes();
    char *error = gdImageStringFTEx(NULL, box, 0, (char *)font, size, 0, 0, 0, (char *)text, &extra);
    if (error) {
        fprintf(stderr, "gd_cards: %s: %s\n", font, error);
        exit(1);
    }
    return box[2] - box[0];
}

static void draw_centred(gdImagePtr image, const char *font, double size, int baseline, const char *text) {
    int box[8];
    gdFTStringExtra extra = pixel_sizes();
    int width = text_width(font, size, text);
    int x = MARGIN + (CARD_WIDTH - 2 * MARGIN - width) / 2;
    char *error = gdImageStringFTEx(image, box, gdTrueColorAlpha(255, 255, 255, 0), (char *)font, size, 0, x, baseline,
                                    (char *)text, &extra);
    if (error) {
        fprintf(stderr, "gd_cards: %s: %s\n", font, error);
        exit(1);
    }
}

/* Splits a copy of `text` into lines no wider than the box; returns the number of lines. */
static int wrap(const char *font, double size, const char *text, char *lines[], size_t line_capacity) {
    int count = 0;
    char *words = strdup(text);
    char *line = malloc(line_capacity);
    char *candidate = malloc(line_capacity);
    if (!line || !candidate || !words) {
        fprintf(stderr, "gd_cards: out of memory\n");
        exit(1);
    }
    line[0] = '\0';
    for (char *word = strtok(words, " "); word; word = strtok(NULL, " ")) {
        if (line[0] == '\0') {
            snprintf(line, line_capacity, "%s", word);
            continue;
        }
        snprintf(candidate, line_capacity, "%s %s", line, word);
        if (text_width(font, size, candidate) <= CARD_WIDTH - 2 * MARGIN) {
            memcpy(line, candidate, strlen(candidate) + 1);
        } else if (count < MAX_LINES) {
            lines[count++] = strdup(line);
            snprintf(line, line_capacity, "%s", word);
        }
    }
    if (line[0] != '\0' && count < MAX_LINES) lines[count++] = strdup(line);
    free(line);
    free(candidate);
    free(words);
    return count;
}

static gdImagePtr cover_crop(gdImagePtr photo) {
    int width = gdImageSX(photo), height = gdImageSY(photo);
    double scale = (double)CARD_WIDTH / width > (double)CARD_HEIGHT / height ? (double)CARD_WIDTH / width
                                                                            : (double)CARD_HEIGHT / height;
    int crop_width = (int)(CARD_WIDTH / scale + 0.5), crop_height = (int)(CARD_HEIGHT / scale + 0.5);
    if (crop_width > width) crop_width = width;
    if (crop_height > height) crop_height = height;
    gdImagePtr card = gdImageCreateTrueColor(CARD_WIDTH, CARD_HEIGHT);
    if (!card) return NULL;
    gdImageCopyResampled(card, photo, 0, 0, (width - crop_width) / 2, (height - crop_height) / 2, CARD_WIDTH,
                         CARD_HEIGHT, crop_width, crop_height);
    return card;
}

static int render(const char *font, const char *photo_path, const char *quote, const char *speaker, const char *out_path) {
    FILE *input = fopen(photo_path, "rb");
    if (!input) {
        perror(photo_path);
        return 1;
    }
    gdImagePtr photo = gdImageCreateFromJpeg(input);
    fclose(input);
    if (!photo) {
        fprintf(stderr, "gd_cards: %s: cannot decode\n", photo_path);
        return 1;
    }
    gdImagePtr card = cover_crop(photo);
    gdImageDestroy(photo);
    if (!card) {
        fprintf(stderr, "gd_cards: out of memory\n");
        return 1;
    }

    gdImageAlphaBlending(card, 1);
    /* libgd's alpha runs from 0 (opaque) to 127 (transparent). */
    int alpha = (int)(gdAlphaMax * (1 - OVERLAY) + 0.5);
    gdImageFilledRectangle(card, 0, 0, CARD_WIDTH - 1, CARD_HEIGHT - 1, gdTrueColorAlpha(0, 0, 0, alpha));

    size_t capacity = strlen(quote) + 1;
    char *lines[MAX_LINES];
    int count = 0;
    double size = MAX_SIZE, line_height = 0, block = 0;
    for (;; size -= 2) {
        count = wrap(font, size, quote, lines, capacity);
        line_height = size * LINE_HEIGHT;
        block = count * line_height + SPEAKER_GAP + SPEAKER_SIZE * LINE_HEIGHT;
        if (block <= CARD_HEIGHT - 2 * MARGIN || size - 2 < MIN_SIZE) break;
        for (int i = 0; i < count; i++) free(lines[i]);
    }
    char byline[512];
    snprintf(byline, sizeof byline, "\xE2\x80\x94 %s", speaker); /* an em dash, as Draper writes it */
    double top = (CARD_HEIGHT - block) / 2;
    /* The baseline sits about 0.8 em below the top of a line box for this face. */
    for (int i = 0; i < count; i++) {
        draw_centred(card, font, size, (int)(top + i * line_height + 0.8 * size + 0.5), lines[i]);
        free(lines[i]);
    }
    draw_centred(card, font, SPEAKER_SIZE, (int)(top + count * line_height + SPEAKER_GAP + 0.8 * SPEAKER_SIZE + 0.5),
                 byline);

    FILE *output = fopen(out_path, "wb");
    if (!output) {
        perror(out_path);
        gdImageDestroy(card);
        return 1;
    }
    gdImagePngEx(card, output, 6);
    int failed = fclose(output) != 0;
    gdImageDestroy(card);
    if (failed) perror(out_path);
    return failed;
}

int main(int argc, char **argv) {
    if (argc < 4 || argc > 5) {
        fprintf(stderr, "usage: gd_cards TABLE OUTDIR FONTFILE [LIMIT]\n");
        return 64;
    }
    long limit = argc == 5 ? strtol(argv[4], NULL, 10) : -1;
    FILE *table = fopen(argv[1], "r");
    if (!table) {
        perror(argv[1]);
        return 1;
    }
    char *row = NULL;
    size_t row_capacity = 0;
    long done = 0;
    int status = 0;
    while ((limit < 0 || done < limit) && getline(&row, &row_capacity, table) > 0) {
        row[strcspn(row, "\n")] = '\0';
        char *fields[4];
        char *cursor = row;
        for (int i = 0; i < 4; i++) fields[i] = strsep(&cursor, "\t");
        if (!fields[3]) {
            fprintf(stderr, "gd_cards: %s: row %ld has fewer than 4 fields\n", argv[1], done + 1);
            status = 1;
            break;
        }
        char out_path[4096];
        snprintf(out_path, sizeof out_path, "%s/%s.png", argv[2], fields[0]);
        if (render(argv[3], fields[1], fields[2], fields[3], out_path) != 0) {
            status = 1;
            break;
        }
        done++;
    }
    free(row);
    fclose(table);
    return status;
}
