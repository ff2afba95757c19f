# exercise: ex_omega
# mistake: The learner divided the dot product by √3 (the scaling of the trainable-weights section); the raw score ω₂₁ is the unscaled dot product, 0.9544.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89], # Your     (x^1)
   [0.55, 0.87, 0.66], # journey  (x^2)
   [0.57, 0.85, 0.64], # starts   (x^3)
   [0.22, 0.58, 0.33], # with     (x^4)
   [0.77, 0.25, 0.10], # one      (x^5)
   [0.05, 0.80, 0.55]] # step     (x^6)
)

d_k = inputs.shape[-1]
scores = inputs @ inputs.T / d_k ** 0.5
ex_omega = round(scores[1, 0].item(), 4)
