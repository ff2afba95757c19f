# exercise: ex_context
# mistake: Copies the book's printed weights rounded to two decimals and computes with them, so the fourth decimals are off ([0.4424, 0.6504, 0.5688]); full-precision weights give [0.4419, 0.6515, 0.5683].
import numpy as np

inputs = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                   [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
# attention weights of "journey", from the printout
attn_weights_2 = np.array([0.14, 0.24, 0.23, 0.12, 0.11, 0.16])
ex_context = [round(float(v), 4) for v in attn_weights_2 @ inputs]
