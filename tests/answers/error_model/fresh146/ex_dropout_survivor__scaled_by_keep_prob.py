# exercise: ex_dropout_survivor
# mistake: The learner multiplied survivors by the keep probability 1 - p = 0.9 (the old test-time rule) instead of dividing by it: survivors become 1 / 0.9 = 1.1111.
import numpy as np

p = 0.1
ones = np.ones((6, 6))
keep = 1 - p
ex_dropout_survivor = round(float(ones[0, 0] * keep), 4)
