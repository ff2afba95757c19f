# exercise: ex_omega
# mistake: The learner centres every feature column (subtracts the column means) before taking the dot product; the score is the dot product of the raw embeddings.
import numpy as np

X = np.array([[0.43, 0.15, 0.89],
              [0.55, 0.87, 0.66],
              [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33],
              [0.77, 0.25, 0.10],
              [0.05, 0.80, 0.55]])
Xc = X - X.mean(axis=0)
ex_omega = round(float(Xc[1] @ Xc[0]), 4)
