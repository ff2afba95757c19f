# exercise: ex_omega
# mistake: The learner took row 2 ("starts", x⁽³⁾) as the query because of 1-based numbering; the query "journey" is inputs[1], giving 0.9544.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89], # Your     (x^1)
   [0.55, 0.87, 0.66], # journey  (x^2)
   [0.57, 0.85, 0.64], # starts   (x^3)
   [0.22, 0.58, 0.33], # with     (x^4)
   [0.77, 0.25, 0.10], # one      (x^5)
   [0.05, 0.80, 0.55]] # step     (x^6)
)

# omega_21: query 2, key 1
q = inputs[2]
k = inputs[1 - 1]
ex_omega = round(float(q @ k), 4)
