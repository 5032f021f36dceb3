#!/usr/bin/env python3
"""Lists Swift files over 500 lines and functions over 40 lines.

Usage: scripts/code-shape.py [paths…]   (default: Sources)

A function is a `func`, `init`, `subscript` or `deinit`, or a computed
property or accessor (`var name: T {`, `get {`, `set {`); its length runs from
its declaration line to its closing brace. Braces inside string literals and
comments are skipped. The lexer's punctuation dispatch is exempt:
`Scanner+Punctuation.swift`'s `punctuation` switch. Exit 1 when anything is
over, so CI can run it.
"""
import os
import re
import sys

MAX_FILE, MAX_FUNC = 500, 40
DECL = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|static|final|mutating|'
                  r'nonmutating|override|class|package|nonisolated|@inlinable|@usableFromInline)\s+)*'
                  r'(func\s+[^\s(<]+|init[?!]?\s*[(<]|subscript\s*[(<]|deinit\b|(?:var)\s+\w+\s*:[^=]*\{\s*$|get\s*\{|set\s*[({])')
EXEMPT = {
    ('Scanner+Punctuation.swift', 'punctuation'),  # the lexer's punctuation dispatch switch
    # One exhaustive case per property row, each assigning its own field (a new property does not compile
    # without one); split by kind, the inner switches would need a `default:` that hides a missing field.
    ('ResolvedButton+Properties.swift', 'store'),
}


def strip(line, state):
    """The line without string contents and comments; state carries block comments and multi-line strings."""
    out, i = [], 0
    while i < len(line):
        if state['block']:
            if line.startswith('*/', i):
                state['block'] -= 1; i += 2
            elif line.startswith('/*', i):
                state['block'] += 1; i += 2
            else:
                i += 1
            continue
        if state['multi']:
            if line.startswith('"""', i):
                state['multi'] = False; i += 3
            else:
                i += 1
            continue
        if line.startswith('//', i):
            break
        if line.startswith('/*', i):
            state['block'] += 1; i += 2; continue
        if line.startswith('"""', i):
            state['multi'] = True; i += 3; continue
        if line[i] == '"':
            i += 1; depth = 0
            while i < len(line):
                if line[i] == '\\' and line.startswith('\\(', i):
                    depth += 1; i += 2; continue
                if line[i] == '\\':
                    i += 2; continue
                if depth and line[i] == ')':
                    depth -= 1
                elif not depth and line[i] == '"':
                    break
                i += 1
            i += 1; continue
        out.append(line[i]); i += 1
    return ''.join(out)


def functions(path):
    with open(path, encoding='utf-8') as handle:
        lines = handle.read().split('\n')
    state = {'block': 0, 'multi': False}
    code = [strip(line, state) for line in lines]
    found = []
    for start, text in enumerate(code):
        match = DECL.match(text)
        if not match:
            continue
        depth, opened = 0, False
        for end in range(start, len(code)):
            for char in code[end]:
                if char == '{':
                    depth += 1; opened = True
                elif char == '}':
                    depth -= 1
            if opened and depth <= 0:
                break
            if not opened and end > start + 3:
                break  # a protocol requirement or a declaration without a body
        if opened:
            name = re.sub(r'\s+', ' ', match.group(1)).rstrip('({<').strip()
            found.append((end - start + 1, start + 1, name))
    return len(lines), found


def main():
    roots = sys.argv[1:] or ['Sources']
    over = 0
    for root in roots:
        paths = [root] if root.endswith('.swift') else [
            os.path.join(folder, name) for folder, _, names in os.walk(root) for name in names if name.endswith('.swift')]
        for path in sorted(paths):
            count, found = functions(path)
            if count > MAX_FILE:
                print(f'{path}: {count} lines (file)'); over += 1
            for length, line, name in found:
                short = name.split()[-1]
                if length > MAX_FUNC and (os.path.basename(path), short) not in EXEMPT:
                    print(f'{path}:{line}: {name}: {length} lines'); over += 1
    print(f'{over} over the limits (files {MAX_FILE} lines, functions {MAX_FUNC})')
    return 1 if over else 0


if __name__ == '__main__':
    sys.exit(main())
