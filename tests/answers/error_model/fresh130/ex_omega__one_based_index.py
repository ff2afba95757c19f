# exercise: ex_omega
# mistake: The learner read x⁽²⁾ and x⁽¹⁾ with 1-based indices into a 0-based tensor (inputs[2] · inputs[1], "starts" · "journey"); ω₂₁ is inputs[1] · inputs[0].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

x_2 = inputs[2]
x_1 = inputs[1]
omega_21 = torch.dot(x_2, x_1)
ex_omega = round(omega_21.item(), 4)
