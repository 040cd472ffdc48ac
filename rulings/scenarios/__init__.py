"""The scenario checker, a Django app: what a card keeps when it flips, transforms or moves.

``engine/`` is the state engine and the game profiles, plain Python with no Django imports;
``service`` puts knowledge-base cards and citations around it; ``api`` and ``views`` are the
two doors (JSON and pages).
"""
