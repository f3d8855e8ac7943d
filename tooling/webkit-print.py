"""
Prints pages to PDF in WebKitGTK, the engine of GNOME Web and of the tests' MiniBrowser, through
its own print operation (WebKitWebDriver has no print command): what a visitor gets from Print in
a WebKit browser. Called by tooling/print.mjs with one argument, a JSON list of jobs, each
{"url", "paper" ("letter" or "a4"), "margin" (inches), "out" (a PDF path)}; needs a display (Xvfb).
"""
import json
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

PAPERS = {"letter": Gtk.PAPER_NAME_LETTER, "a4": Gtk.PAPER_NAME_A4}
jobs = json.loads(sys.argv[1])
window = Gtk.OffscreenWindow()
view = WebKit2.WebView()
# A window of a visitor's size: WebKit lays the page out for its window before it lays it out for
# paper. In a window with no height it sometimes set a line of a page-filling flyer a line low and
# printed a blank second page (two runs in four), which no visitor's browser window would do.
window.set_default_size(1280, 800)
window.add(view)
window.show_all()
failures = []


def next_job(printed=None):
    if not jobs:
        Gtk.main_quit()
    elif jobs[0]["url"] == printed:
        # The same page on the other paper: printed again as it is, not loaded again.
        GLib.idle_add(print_page)
    else:
        view.load_uri(jobs[0]["url"])


# What a page has done by the time a visitor presses Print: its fonts are in, and it has painted
# twice since (a layout the fonts changed has been painted).
SETTLED = """
await document.fonts.ready;
await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
"""


def loaded(_view, event):
    if event == WebKit2.LoadEvent.FINISHED:
        view.call_async_javascript_function(SETTLED, -1, None, None, None, None, settled)


def settled(_view, result):
    view.call_async_javascript_function_finish(result)
    GLib.idle_add(print_page)


def print_page():
    job = jobs[0]
    settings = Gtk.PrintSettings()
    settings.set_printer("Print to File")
    settings.set(Gtk.PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf")
    settings.set(Gtk.PRINT_SETTINGS_OUTPUT_URI, GLib.filename_to_uri(job["out"], None))
    setup = Gtk.PageSetup()
    setup.set_paper_size(Gtk.PaperSize.new(PAPERS[job["paper"]]))
    for side in ("top", "bottom", "left", "right"):
        getattr(setup, f"set_{side}_margin")(job["margin"], Gtk.Unit.INCH)
    operation = WebKit2.PrintOperation.new(view)
    operation.set_print_settings(settings)
    operation.set_page_setup(setup)
    operation.connect("failed", lambda _op, error: failures.append(f"{job['url']}: {error.message}"))
    operation.connect("finished", lambda _op: next_job(jobs.pop(0)["url"]))
    operation.print_()
    return False


def load_failed(_view, _event, uri, error):
    failures.append(f"{uri}: {error.message}")
    jobs.pop(0)
    next_job()
    return True


view.connect("load-changed", loaded)
view.connect("load-failed", load_failed)
next_job()
Gtk.main()
if failures:
    sys.exit("\n".join(failures))
