# exercise: ex_omega
# mistake: Took the score of "journey" with itself (row 1, column 1 of inputs @ inputs.T, ≈1.4950) instead of with "Your" (column 0): ω₂₁ = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

scores = inputs @ inputs.T
# omega_21 -> query 2 (journey), key 1
ex_omega = round(scores[1][1].item(), 4)
print(ex_omega)
