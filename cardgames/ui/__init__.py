"""The pygame application: window and scene stack, scenes, widgets, the table's parts.

Entry points: :func:`cardgames.ui.app.run` (what ``cardgames`` calls),
:class:`cardgames.ui.app.App` (also the headless test harness: ``app.step(dt, events)``),
:func:`cardgames.ui.benchmark.frame_times` (``cardgames bench``).  Nothing here decides a
rule: the table shows the engine's view and events and sends it the player's actions.
"""
