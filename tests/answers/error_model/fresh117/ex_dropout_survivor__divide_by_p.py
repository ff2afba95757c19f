# exercise: ex_dropout_survivor
# mistake: Divides by the drop probability p instead of the keep probability, 1 / 0.1 = 10.0; survivors are divided by 1 − p, giving 1.1111.
"""Inverted dropout: survivors get rescaled."""
p: float = 0.1
ones_value: float = 1.0

scale = 1 / p
ex_dropout_survivor = round(ones_value * scale, 4)
