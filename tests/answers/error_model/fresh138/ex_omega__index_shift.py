# exercise: ex_omega
# mistake: Reading x⁽²⁾ and x⁽¹⁾ as 0-based indices, the learner computed inputs[2] · inputs[1] ("starts" · "journey") instead of inputs[1] · inputs[0]; ω₂₁ = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

# omega_21 = x2 . x1
ex_omega = round(torch.dot(inputs[2], inputs[1]).item(), 4)
print(ex_omega)
