# exercise: ex_omega
# mistake: The learner reads ω₂₁ as 0-based indices and computes inputs[2] · inputs[1] (x⁽³⁾ · x⁽²⁾, "starts" with "journey") instead of inputs[1] · inputs[0] (x⁽²⁾ · x⁽¹⁾).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)
T, C = inputs.shape
ex_omega = round(torch.dot(inputs[2], inputs[1]).item(), 4)
print(ex_omega)
