// libedit's native API (<histedit.h>) for Swift.
//
// Why the native API rather than libedit's readline emulation (<editline/readline.h>):
// the REPL reads keys itself (EL_GETCFN), polling the terminal and the SIGINT self-pipe,
// so Ctrl-C clears the line whichever thread the kernel delivers the signal to; the
// emulation's rl_getc_function hands libedit one byte per call (which breaks UTF-8 input)
// and its own signal handling re-raises SIGINT to the whole process group. Completion
// through EL_ADDFN sees the whole line and the cursor, so the REPL picks candidates by
// command without word-break globals (node ids hold '.' and '@').
//
// el_set, el_get and history are variadic, which Swift cannot call: each use the REPL
// makes of them has a fixed-argument wrapper here.

#ifndef WORKBENCH_CEDITLINE_SHIM_H
#define WORKBENCH_CEDITLINE_SHIM_H

#include <histedit.h>
#include <stdio.h>
#include <wchar.h>

/// A line editor on the process's standard streams.
static inline EditLine *wb_el_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

/// The prompt function; the characters between two `ignore` characters in its result
/// take no room on the screen (ANSI color sequences).
static inline int wb_el_set_prompt(EditLine *el, char *(*prompt)(EditLine *), char ignore) {
    return el_set(el, EL_PROMPT_ESC, prompt, ignore);
}

/// "emacs" or "vi" key bindings.
static inline int wb_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

/// The history list the arrows walk.
static inline int wb_el_set_history(EditLine *el, History *history_list) {
    return el_set(el, EL_HIST, history, history_list);
}

/// The function that reads one character.
static inline int wb_el_set_getc(EditLine *el, el_rfunc_t function) {
    return el_set(el, EL_GETCFN, function);
}

/// A pointer the callbacks can find again with `wb_el_get_clientdata`.
static inline int wb_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

/// The pointer given to `wb_el_set_clientdata`.
static inline void *wb_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

/// Adds an editor function (an `ed-...` command) that keys can be bound to.
static inline int wb_el_add_function(EditLine *el, const char *name, const char *help,
                                     unsigned char (*function)(EditLine *, int)) {
    return el_set(el, EL_ADDFN, name, help, function);
}

/// Binds a key sequence ("^I") to an editor function.
static inline int wb_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, NULL);
}

/// Sets the maximum number of entries.
static inline int wb_history_set_size(History *history_list, int size) {
    HistEvent event;
    return history(history_list, &event, H_SETSIZE, size);
}

/// Makes adding a line equal to the previous one do nothing.
static inline int wb_history_set_unique(History *history_list, int unique) {
    HistEvent event;
    return history(history_list, &event, H_SETUNIQUE, unique);
}

/// Adds a line as the newest entry.
static inline int wb_history_enter(History *history_list, const char *line) {
    HistEvent event;
    return history(history_list, &event, H_ENTER, line);
}

/// Reads entries from a file written by `wb_history_save`.
static inline int wb_history_load(History *history_list, const char *path) {
    HistEvent event;
    return history(history_list, &event, H_LOAD, path);
}

/// Writes every entry to a file.
static inline int wb_history_save(History *history_list, const char *path) {
    HistEvent event;
    return history(history_list, &event, H_SAVE, path);
}

#endif
