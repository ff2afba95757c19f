"""Build the whole Gradio app: header, one tab per lesson, translations, queue settings."""

from __future__ import annotations

import atexit
import gc
import importlib
import os
import shutil
import signal
import sys
import threading

# Gradio recomputes a pandas summary of its last 10,000 events after every event (for its
# /monitoring page, off by default): measured 8 ms a call after 2,000 calls and 19 ms once the
# server has seen 10,000, CPU a class waits on. Every 200 events is plenty; a host who sets
# the variable keeps their value. Set before gradio builds its queue.
os.environ.setdefault("GRADIO_ANALYTICS_CACHE_FREQUENCY", "200")
# Gradio's cache of uploads and downloads: by default /tmp/gradio, a fixed name whoever comes
# first owns. A folder of this process's own instead (mode 0700, removed at exit); a host that
# sets GRADIO_TEMP_DIR keeps its own. Set before gradio reads it at import.
if not os.environ.get("GRADIO_TEMP_DIR"):
    from attnlab import private_paths

    os.environ["GRADIO_TEMP_DIR"] = private_paths.private_dir("attnlab-gradio-")
    atexit.register(shutil.rmtree, os.environ["GRADIO_TEMP_DIR"], True)

import gradio as gr  # noqa: E402
import torch  # noqa: E402
from starlette.middleware import Middleware  # noqa: E402

from attnlab import hosting  # noqa: E402
from attnlab.lessons import TABS, tab_module  # noqa: E402
from attnlab.ui import (code_gate, common, exercises_tab, gradio_private, page_load,  # noqa: E402
                        request_limits, sessions)

# Sized for a free CPU Space (2 vCPU, 16 GB): bounded queue (with a share per client:
# attnlab/ui/request_limits.py), a few lesson computations at once.
QUEUE_MAX_SIZE = request_limits.QUEUE_MAX_SIZE
DEFAULT_CONCURRENCY = 4
# Gradio keeps state per session and evicts the oldest sessions past this count. Built eagerly,
# a session held every block's config (~570 KB here, tracemalloc); built lazily (sessions.py)
# about 80 KB plus what the learner's outputs set: 1,000 sessions stay well under 100 MB.
SESSION_CAPACITY = 1000
# Torch's intra-op threads per server process. Parallelism comes from concurrent requests (and,
# past one core, from more processes behind nginx: deploy/); the book-sized tensors are far below
# torch's parallel grain, and threads on top of 4 handlers and N processes only oversubscribe the
# cores. ATTNLAB_TORCH_THREADS overrides it, e.g. for one process on a big GPU-less machine.
TORCH_THREADS_ENV = "ATTNLAB_TORCH_THREADS"


# After a reload the learner is back in the tab they were in: the tab buttons they click are
# remembered in this browser alone (localStorage, no request) and the last one is clicked again.
REOPEN_TAB_JS = """() => {
  const key = 'attnlab.tab.v2';
  const buttons = () => [...document.querySelectorAll('[role=tablist] button, .overflow-dropdown button')];
  document.addEventListener('click', (e) => {
    const b = e.target && e.target.closest ? e.target.closest('button') : null;
    if (b && buttons().includes(b) && b.innerText.trim()) localStorage.setItem(key, b.innerText.trim());
  }, true);
  const name = localStorage.getItem(key);
  // By its title: on a phone the tabs a learner taps are Gradio's overflow copies, without ids.
  const b = name && buttons().find(x => x.offsetParent !== null && x.innerText.trim() === name);
  if (b && !b.classList.contains('selected')) b.click();
  return [];
}"""


def ping() -> str:
    return "ok"


def build_demo() -> gr.Blocks:
    i18n = common.i18n_instance()
    # Downloads of a learner's answers pass through Gradio's file cache: emptied of anything
    # older than an hour, every hour, so nothing of a learner's stays on the server.
    with gr.Blocks(title="attnlab", delete_cache=(3600, 3600)) as demo:
        gr.Markdown(i18n("app.title"))
        gr.Markdown(i18n("app.intro"))
        # The book starts with scores, so that tab opens first; "why" sits before it as lesson 0.
        with gr.Tabs(selected="scores"):
            for name in TABS:  # the one order of the lessons: attnlab/lessons/__init__.py
                tab = importlib.import_module(tab_module(name))
                with gr.Tab(i18n(f"tab.{name}"), id=name, elem_id=f"tab-{name}"):
                    tab.build(demo)
        demo.load(None, js=REOPEN_TAB_JS, api_visibility="private")
        # A no-op endpoint: the yardstick the latency benchmark divides every endpoint by.
        gr.api(ping, api_name="ping")
        # Opening the page: one queued event for every tab's first rendering, instead of one each.
        page_load.merge_load_events(demo)
    demo.queue(max_size=QUEUE_MAX_SIZE, default_concurrency_limit=DEFAULT_CONCURRENCY)
    return demo


def server_threads() -> int:
    """Torch threads for the server process: ATTNLAB_TORCH_THREADS, else 1."""
    try:
        return max(1, int(os.environ.get(TORCH_THREADS_ENV, "1")))
    except ValueError:
        return 1


def freeze_startup_objects() -> None:
    """Move everything built so far (torch, gradio, the ~300 blocks) out of the collector's reach.

    A full collection walks every tracked object: ~350,000 after startup, 60-250 ms on a busy
    2-core machine, with every request stalled meanwhile. These objects live as long as the
    server, so there is nothing to find in them; frozen, the full collections that a class's load
    still triggers walk only what requests built (one of 48 ms in a 20 s phase at 40 learners,
    with a gc-callback log). Requests' own garbage is collected as before.
    """
    gc.collect()
    gc.freeze()


def launch(demo: gr.Blocks | None = None, *, hosted: bool = False, unsafe: bool = False,
           **kwargs):
    """Launch with translations on; host and port come from GRADIO_SERVER_NAME / _PORT.

    ``hosted``: others can reach this app (attnlab.hosting lists what else declares it);
    ``unsafe``: its own user asked to run code answers without the sandbox (local apps only).
    """
    torch.set_num_threads(server_threads())  # the server process only: library users keep theirs
    demo = demo or build_demo()
    server_name = kwargs.get("server_name") or os.environ.get("GRADIO_SERVER_NAME")
    hosting.declare(server_name=server_name, share=kwargs.get("share", False), hosted=hosted,
                    unsafe=unsafe)
    # The worker imports torch (seconds on a busy machine): start it now, beside the server.
    threading.Thread(target=exercises_tab.start_sandbox, name="sandbox-start", daemon=True).start()
    kwargs.setdefault("state_session_capacity", SESSION_CAPACITY)
    # Gradio runs sync handlers on at most max_threads threads (default 40) for the whole app;
    # requests waiting in the gates for costly work (code_gate) hold one each, so room for every
    # gate's slots and line with the cheap requests beside them.
    kwargs.setdefault("max_threads", code_gate.WAITING_THREADS + 40)
    # The only uploads are answer files (attnlab/ui/saved_work.py): bounded before they land.
    kwargs.setdefault("max_file_size", "4mb")
    kwargs.setdefault("css", common.CSS)
    # Bodies and each client's share of the queue are bounded before Gradio reads a request.
    app_kwargs = dict(kwargs.pop("app_kwargs", None) or {})
    app_kwargs["middleware"] = [*app_kwargs.get("middleware", ()),
                                Middleware(request_limits.RequestLimits, blocks=demo)]
    kwargs["app_kwargs"] = app_kwargs
    # A page opening builds the learner's session: lazily, not all ~370 blocks' config at once.
    sessions.install()
    # The queue looks for work every 10 ms, not every 1 ms: an idle server then costs a third.
    gradio_private.calm_queue(demo)
    # Stopped by SIGTERM (deploy/launch.py, a Space, a test): exit as on Ctrl-C, so that atexit
    # removes the private cache folder above instead of leaving it behind.
    if threading.current_thread() is threading.main_thread() \
            and signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    freeze_startup_objects()
    return demo.launch(i18n=common.i18n_instance(), **kwargs)
