# exercise: ex_dropout_survivor
# mistake: Multiplies the survivors by the keep probability 1 - p = 0.9 (inference-style scaling) instead of dividing by it: survivors are 1 / (1 - p) = 1.1111.
p = 0.1
if not 0.0 <= p < 1.0:
    raise ValueError("p must be in [0, 1)")
keep = 1.0 - p
ex_dropout_survivor = round(1.0 * keep, 4)
