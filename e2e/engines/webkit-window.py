#!/usr/bin/python3
"""The smallest browser around WebKitGTK that WebKitWebDriver can drive.

Debian's MiniBrowser cannot be narrower than 447 px (its toolbar), and a phone is 390: this
window holds only the web view, so WebDriver's window size is the page's size. It runs under
Debian's own Python (python3-gi, gir1.2-webkit2-4.1), with a private, in-memory store per
session, as a fresh phone would have.
"""
import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

open_windows = []


def close_window(window):
    open_windows.remove(window)
    if not open_windows:
        Gtk.main_quit()


def open_view(context):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(390, 844)
    window.add(view)
    window.connect('destroy', close_window)
    view.connect('close', lambda _view: window.destroy())
    window.show_all()
    open_windows.append(window)
    return view


def start_automation(context, session):
    info = WebKit2.ApplicationInfo.new()
    info.set_version(
        WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version()
    )
    session.set_application_info(info)
    session.connect('create-web-view', lambda _session: open_view(context))


context = WebKit2.WebContext.new_with_website_data_manager(
    WebKit2.WebsiteDataManager.new_ephemeral()
)
context.set_automation_allowed(True)
context.connect('automation-started', start_automation)
Gtk.main()
