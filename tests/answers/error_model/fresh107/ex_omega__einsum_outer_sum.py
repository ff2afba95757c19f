# exercise: ex_omega
# mistake: Writes the dot product as np.einsum('i,j->', x2, x1), which sums the full outer product (sum(x2) * sum(x1)) instead of pairing matching coordinates ('i,i->'); the score is 0.9544.
import numpy as np

inputs = np.array([[0.43, 0.15, 0.89],   # Your
                   [0.55, 0.87, 0.66],   # journey
                   [0.57, 0.85, 0.64],   # starts
                   [0.22, 0.58, 0.33],   # with
                   [0.77, 0.25, 0.10],   # one
                   [0.05, 0.80, 0.55]])  # step

x2 = inputs[1]
x1 = inputs[0]
ex_omega = round(float(np.einsum('i,j->', x2, x1)), 4)
print(ex_omega)
