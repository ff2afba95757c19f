# exercise: ex_omega
# mistake: The learner takes entry [2, 1] of the score matrix, reading x^(2) as index 2 but x^(1) as index 1, which is ω between "starts" and "journey"; ω₂₁ is entry [1, 0].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

omega = (inputs[:, None, :] * inputs[None, :, :]).sum(-1)  # all pairs at once
print(omega)
ex_omega = round(omega[2, 1].item(), 4)
