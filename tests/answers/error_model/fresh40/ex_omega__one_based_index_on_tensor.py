# exercise: ex_omega
# mistake: Used the book's 1-based names x(2), x(1) directly as tensor indices, so it computed the score of "starts" (row 2) with "journey" (row 1) instead of rows 1 and 0; the right value is 0.9544.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89], # Your     (x^1)
   [0.55, 0.87, 0.66], # journey  (x^2)
   [0.57, 0.85, 0.64], # starts   (x^3)
   [0.22, 0.58, 0.33], # with     (x^4)
   [0.77, 0.25, 0.10], # one      (x^5)
   [0.05, 0.80, 0.55]] # step     (x^6)
)

omega_21 = inputs[2] @ inputs[1]
print(omega_21)  # tensor(1.4754)
ex_omega = 1.4754
