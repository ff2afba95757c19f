# exercise: ex_omega
# mistake: The learner indexed the tokens from 1 as in the formula, so inputs[2] is "starts" and inputs[1] is "journey"; ω₂₁ is inputs[1] · inputs[0] (0.9544).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

# omega_21 = x^2 . x^1
x2 = inputs[2]
x1 = inputs[1]
ex_omega = round(torch.dot(x2, x1).item(), 4)
print(ex_omega)
