# exercise: ex_dropout_survivor
# mistake: Scales survivors by the keep probability 1 − p = 0.9 (the old inference-time rescaling); inverted dropout divides survivors by 1 − p, so they become 1/0.9 = 1.1111.
"""Value of a surviving entry after nn.Dropout(p=0.1) on ones."""
P_DROP: float = 0.1
KEEP: float = 1.0 - P_DROP

ex_dropout_survivor = round(1.0 * KEEP, 4)
