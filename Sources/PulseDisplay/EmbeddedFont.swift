// Generated from Fonts/pulse.bdf by `make font`. Do not edit: the tests fail when the two differ.

/// The typeface shipped with Pulse, as BDF text, so the binary needs no file to draw.
let embeddedFontBDF: String = ##"""
    STARTFONT 2.1
    COMMENT Pulse Pixel: the typeface of Pulse, a terminal ambient display.
    COMMENT Drawn on a 1/8-em grid: caps and digits 5 pixels tall, advances 3, 5, 6 and 7
    COMMENT pixels (0.375, 0.625, 0.75, 0.875 em). Upper case only; lower case is drawn as
    COMMENT upper case by the program. ENCODING 0 is the fallback for anything else.
    COMMENT Copyright 2026 Levo Studio. PolyForm Noncommercial 1.0.0.
    FONT -Pulse-Pulse Pixel-Medium-R-Normal--8-80-75-75-P-60-ISO10646-1
    SIZE 8 75 75
    FONTBOUNDINGBOX 5 6 0 -1
    STARTPROPERTIES 8
    FAMILY_NAME "Pulse Pixel"
    FOUNDRY "Pulse"
    PIXEL_SIZE 8
    FONT_ASCENT 8
    FONT_DESCENT 2
    CAP_HEIGHT 5
    CHARSET_REGISTRY "ISO10646"
    DEFAULT_CHAR 0
    ENDPROPERTIES
    CHARS 58
    STARTCHAR fallback
    ENCODING 0
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    A0
    50
    A0
    50
    A0
    ENDCHAR
    STARTCHAR space
    ENCODING 32
    SWIDTH 625 0
    DWIDTH 5 0
    BBX 0 0 0 0
    BITMAP
    ENDCHAR
    STARTCHAR exclam
    ENCODING 33
    SWIDTH 375 0
    DWIDTH 3 0
    BBX 1 5 1 0
    BITMAP
    80
    80
    80
    00
    80
    ENDCHAR
    STARTCHAR numbersign
    ENCODING 35
    SWIDTH 875 0
    DWIDTH 7 0
    BBX 5 5 1 0
    BITMAP
    50
    F8
    50
    F8
    50
    ENDCHAR
    STARTCHAR percent
    ENCODING 37
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    90
    10
    60
    80
    90
    ENDCHAR
    STARTCHAR ampersand
    ENCODING 38
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    60
    90
    60
    A0
    50
    ENDCHAR
    STARTCHAR quotesingle
    ENCODING 39
    SWIDTH 375 0
    DWIDTH 3 0
    BBX 1 2 1 3
    BITMAP
    80
    80
    ENDCHAR
    STARTCHAR parenleft
    ENCODING 40
    SWIDTH 500 0
    DWIDTH 4 0
    BBX 2 5 1 0
    BITMAP
    40
    80
    80
    80
    40
    ENDCHAR
    STARTCHAR parenright
    ENCODING 41
    SWIDTH 500 0
    DWIDTH 4 0
    BBX 2 5 1 0
    BITMAP
    80
    40
    40
    40
    80
    ENDCHAR
    STARTCHAR asterisk
    ENCODING 42
    SWIDTH 625 0
    DWIDTH 5 0
    BBX 3 3 1 1
    BITMAP
    A0
    40
    A0
    ENDCHAR
    STARTCHAR plus
    ENCODING 43
    SWIDTH 625 0
    DWIDTH 5 0
    BBX 3 3 1 1
    BITMAP
    40
    E0
    40
    ENDCHAR
    STARTCHAR comma
    ENCODING 44
    SWIDTH 375 0
    DWIDTH 3 0
    BBX 1 2 1 -1
    BITMAP
    80
    80
    ENDCHAR
    STARTCHAR hyphen
    ENCODING 45
    SWIDTH 625 0
    DWIDTH 5 0
    BBX 3 1 1 2
    BITMAP
    E0
    ENDCHAR
    STARTCHAR period
    ENCODING 46
    SWIDTH 375 0
    DWIDTH 3 0
    BBX 1 1 1 0
    BITMAP
    80
    ENDCHAR
    STARTCHAR slash
    ENCODING 47
    SWIDTH 625 0
    DWIDTH 5 0
    BBX 3 5 1 0
    BITMAP
    20
    20
    40
    80
    80
    ENDCHAR
    STARTCHAR 0
    ENCODING 48
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    F0
    90
    90
    90
    F0
    ENDCHAR
    STARTCHAR 1
    ENCODING 49
    SWIDTH 625 0
    DWIDTH 5 0
    BBX 3 5 1 0
    BITMAP
    C0
    40
    40
    40
    E0
    ENDCHAR
    STARTCHAR 2
    ENCODING 50
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    E0
    10
    60
    80
    F0
    ENDCHAR
    STARTCHAR 3
    ENCODING 51
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    E0
    10
    60
    10
    E0
    ENDCHAR
    STARTCHAR 4
    ENCODING 52
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    90
    90
    F0
    10
    10
    ENDCHAR
    STARTCHAR 5
    ENCODING 53
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    F0
    80
    E0
    10
    E0
    ENDCHAR
    STARTCHAR 6
    ENCODING 54
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    60
    80
    E0
    90
    60
    ENDCHAR
    STARTCHAR 7
    ENCODING 55
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    F0
    10
    20
    40
    40
    ENDCHAR
    STARTCHAR 8
    ENCODING 56
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    60
    90
    60
    90
    60
    ENDCHAR
    STARTCHAR 9
    ENCODING 57
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    60
    90
    70
    10
    60
    ENDCHAR
    STARTCHAR colon
    ENCODING 58
    SWIDTH 375 0
    DWIDTH 3 0
    BBX 1 3 1 1
    BITMAP
    80
    00
    80
    ENDCHAR
    STARTCHAR question
    ENCODING 63
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    E0
    10
    60
    00
    40
    ENDCHAR
    STARTCHAR at
    ENCODING 64
    SWIDTH 875 0
    DWIDTH 7 0
    BBX 5 5 1 0
    BITMAP
    70
    A8
    B8
    80
    70
    ENDCHAR
    STARTCHAR A
    ENCODING 65
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    60
    90
    F0
    90
    90
    ENDCHAR
    STARTCHAR B
    ENCODING 66
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    E0
    90
    E0
    90
    E0
    ENDCHAR
    STARTCHAR C
    ENCODING 67
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    70
    80
    80
    80
    70
    ENDCHAR
    STARTCHAR D
    ENCODING 68
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    E0
    90
    90
    90
    E0
    ENDCHAR
    STARTCHAR E
    ENCODING 69
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    F0
    80
    E0
    80
    F0
    ENDCHAR
    STARTCHAR F
    ENCODING 70
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    F0
    80
    E0
    80
    80
    ENDCHAR
    STARTCHAR G
    ENCODING 71
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    70
    80
    B0
    90
    70
    ENDCHAR
    STARTCHAR H
    ENCODING 72
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    90
    90
    F0
    90
    90
    ENDCHAR
    STARTCHAR I
    ENCODING 73
    SWIDTH 375 0
    DWIDTH 3 0
    BBX 1 5 1 0
    BITMAP
    80
    80
    80
    80
    80
    ENDCHAR
    STARTCHAR J
    ENCODING 74
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    10
    10
    10
    90
    60
    ENDCHAR
    STARTCHAR K
    ENCODING 75
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    90
    A0
    C0
    A0
    90
    ENDCHAR
    STARTCHAR L
    ENCODING 76
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    80
    80
    80
    80
    F0
    ENDCHAR
    STARTCHAR M
    ENCODING 77
    SWIDTH 875 0
    DWIDTH 7 0
    BBX 5 5 1 0
    BITMAP
    88
    D8
    A8
    88
    88
    ENDCHAR
    STARTCHAR N
    ENCODING 78
    SWIDTH 875 0
    DWIDTH 7 0
    BBX 5 5 1 0
    BITMAP
    88
    C8
    A8
    98
    88
    ENDCHAR
    STARTCHAR O
    ENCODING 79
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    60
    90
    90
    90
    60
    ENDCHAR
    STARTCHAR P
    ENCODING 80
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    E0
    90
    E0
    80
    80
    ENDCHAR
    STARTCHAR Q
    ENCODING 81
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 6 1 -1
    BITMAP
    60
    90
    90
    90
    60
    10
    ENDCHAR
    STARTCHAR R
    ENCODING 82
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    E0
    90
    E0
    A0
    90
    ENDCHAR
    STARTCHAR S
    ENCODING 83
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    70
    80
    60
    10
    E0
    ENDCHAR
    STARTCHAR T
    ENCODING 84
    SWIDTH 625 0
    DWIDTH 5 0
    BBX 3 5 1 0
    BITMAP
    E0
    40
    40
    40
    40
    ENDCHAR
    STARTCHAR U
    ENCODING 85
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    90
    90
    90
    90
    60
    ENDCHAR
    STARTCHAR V
    ENCODING 86
    SWIDTH 875 0
    DWIDTH 7 0
    BBX 5 5 1 0
    BITMAP
    88
    88
    88
    50
    20
    ENDCHAR
    STARTCHAR W
    ENCODING 87
    SWIDTH 875 0
    DWIDTH 7 0
    BBX 5 5 1 0
    BITMAP
    88
    88
    A8
    D8
    88
    ENDCHAR
    STARTCHAR X
    ENCODING 88
    SWIDTH 875 0
    DWIDTH 7 0
    BBX 5 5 1 0
    BITMAP
    88
    50
    20
    50
    88
    ENDCHAR
    STARTCHAR Y
    ENCODING 89
    SWIDTH 875 0
    DWIDTH 7 0
    BBX 5 5 1 0
    BITMAP
    88
    50
    20
    20
    20
    ENDCHAR
    STARTCHAR Z
    ENCODING 90
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 5 1 0
    BITMAP
    F0
    10
    60
    80
    F0
    ENDCHAR
    STARTCHAR underscore
    ENCODING 95
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 4 1 1 0
    BITMAP
    F0
    ENDCHAR
    STARTCHAR degree
    ENCODING 176
    SWIDTH 625 0
    DWIDTH 5 0
    BBX 3 3 1 2
    BITMAP
    E0
    A0
    E0
    ENDCHAR
    STARTCHAR periodcentered
    ENCODING 183
    SWIDTH 375 0
    DWIDTH 3 0
    BBX 1 1 1 2
    BITMAP
    80
    ENDCHAR
    STARTCHAR infinity
    ENCODING 8734
    SWIDTH 875 0
    DWIDTH 7 0
    BBX 5 3 1 1
    BITMAP
    50
    A8
    50
    ENDCHAR
    ENDFONT

    """##
