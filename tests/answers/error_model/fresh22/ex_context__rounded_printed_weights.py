# exercise: ex_context
# mistake: Computed the context from the weights copied off a print rounded to 2 decimals, giving [0.4424, 0.6504, 0.5688]; with the exact weights it is [0.4419, 0.6515, 0.5683].
import numpy as np
inputs = np.array([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],
                   [0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
# weights printed with torch.set_printoptions(precision=2)
alpha = np.array([0.14, 0.24, 0.23, 0.12, 0.11, 0.16])
ex_context = [round(float(v), 4) for v in alpha @ inputs]
