# exercise: ex_dropout_survivor
# mistake: Multiplies the survivors by the keep probability 1 − p = 0.9 (the old inference-time scaling) instead of dividing by it; survivors become 1 / 0.9 = 1.1111.
import numpy as np

p = 0.1
ones = np.ones((6, 6))
keep = 1 - p
ex_dropout_survivor = float(np.round((ones * keep)[0, 0], 4))
