# exercise: ex_omega
# mistake: The learner divides the dot product by sqrt(3) (scaled dot-product from a later section), giving 0.5510; the raw score w21 = x(2) . x(1) = 0.9544 has no scaling.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],
   [0.55, 0.87, 0.66],
   [0.57, 0.85, 0.64],
   [0.22, 0.58, 0.33],
   [0.77, 0.25, 0.10],
   [0.05, 0.80, 0.55]])
query = inputs[1]
d_k = inputs.shape[1]
scores = inputs @ query / d_k ** 0.5
ex_omega = round(float(scores[0]), 4)
