# exercise: ex_omega
# mistake: The dot product is taken between columns 1 and 0 of the embedding matrix (as if tokens were stored column-major) instead of between rows 1 and 0, the tokens "journey" and "Your".
import numpy as np

E = np.array([[0.43, 0.15, 0.89],
              [0.55, 0.87, 0.66],
              [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33],
              [0.77, 0.25, 0.10],
              [0.05, 0.80, 0.55]], dtype=np.float64)

x2 = E[:, 1]
x1 = E[:, 0]
ex_omega = float(np.round(x2 @ x1, 4))
