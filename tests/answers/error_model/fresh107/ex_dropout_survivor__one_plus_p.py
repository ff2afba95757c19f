# exercise: ex_dropout_survivor
# mistake: Adds the dropped fraction to the survivors (1 + p = 1.1) instead of dividing by the keep probability; 1 / (1 − 0.1) = 1.1111.
import numpy as np

p = 0.1
rng = np.random.default_rng(0)
mask = rng.random((6, 6)) > p
out = np.where(mask, 1 + p, 0.0)
print(out)
ex_dropout_survivor = float(out[mask][0])
