"""English stop words: the words an English question or record is not searched by, and the
function words a label spelt like one is read against (``kb.language.function_words``)."""

from __future__ import annotations

STOP_WORDS = frozenset(
    """
a about after again all also am an and any are as at be because been before being both but by
can could did do does doing during each either else for from had has have having he her here
him his how i if in into is it its itself just me more most my no nor not of off on once only or
other our out over own same she should so some such than that the their them then there these
they this those through to too under until up very was we were what when where which while who
whom why will with would you your
""".split()
)
