"""The guided tutorial on the real table (the parts the tutorial scene is built from).

The tutorial's rules, script and checks live in :mod:`cardgames.core.tutorial`; this
package only shows them: :mod:`.script` lets the table's match play the scripted seats,
:mod:`.spotlight` dims the table around what a step talks about, :mod:`.step_panel` is
the step's text and buttons, and :mod:`.placement` finds where that panel covers nothing
the learner needs.  :class:`cardgames.ui.scenes.tutorial.TutorialScene` puts them together.
"""
