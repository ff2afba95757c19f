# exercise: ex_omega
# mistake: The learner applied the scaled dot-product rule and divided by sqrt(3), giving 0.5510; the question asks for the raw score x2 · x1 = 0.9544 with no scaling.
import numpy as np

x1 = np.array([0.43, 0.15, 0.89])
x2 = np.array([0.55, 0.87, 0.66])
d = x1.shape[0]
score = np.einsum('i,i->', x2, x1) / np.sqrt(d)
ex_omega = 0.5510
