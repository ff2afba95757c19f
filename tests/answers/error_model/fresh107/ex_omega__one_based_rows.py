# exercise: ex_omega
# mistake: Takes x^(2) and x^(1) as rows 2 and 1 of the 0-indexed array, i.e. "starts" and "journey", instead of rows 1 ("journey") and 0 ("Your"); the score is 0.9544.
import numpy as np

emb = np.array([
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
])

omega = emb[2] @ emb[1]
ex_omega = float(np.round(omega, 4))
