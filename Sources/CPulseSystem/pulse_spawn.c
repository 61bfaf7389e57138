// Starting the user's command for a timer's end: posix_spawn with the attributes and file
// actions Swift's Glibc overlay does not expose (a new session, closefrom).
#include "pulse_system.h"
#include <spawn.h>
#include <sys/wait.h>

int pulse_spawn_detached(char *const argv[], char *const envp[], int *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int failure = posix_spawn_file_actions_init(&actions);
    if (failure != 0) return failure;
    failure = posix_spawnattr_init(&attributes);
    if (failure != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return failure;
    }
    sigset_t all, none;
    sigfillset(&all);
    sigemptyset(&none);
    if (failure == 0) failure = posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    if (failure == 0) failure = posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    if (failure == 0) failure = posix_spawn_file_actions_adddup2(&actions, 1, 2);
    if (failure == 0) failure = posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    if (failure == 0) failure = posix_spawnattr_setsigdefault(&attributes, &all);
    if (failure == 0) failure = posix_spawnattr_setsigmask(&attributes, &none);
    if (failure == 0)
        failure = posix_spawnattr_setflags(
            &attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    pid_t child = 0;
    if (failure == 0) failure = posix_spawnp(&child, argv[0], &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (failure == 0) *pid = (int)child;
    return failure;
}

int pulse_child_ended(int pid, int *status) {
    int found = 0;
    pid_t ended;
    do {
        ended = waitpid((pid_t)pid, &found, WNOHANG);
    } while (ended < 0 && errno == EINTR);
    if (ended < 0) return -1;
    if (ended == 0) return 0;
    *status = found;
    return 1;
}

int pulse_exit_code(int status) { return WIFEXITED(status) ? WEXITSTATUS(status) : -1; }

int pulse_exit_signal(int status) { return WIFSIGNALED(status) ? WTERMSIG(status) : 0; }
