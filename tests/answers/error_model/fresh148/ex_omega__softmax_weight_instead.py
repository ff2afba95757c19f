# exercise: ex_omega
# mistake: Returns the softmax-normalised weight alpha_21 instead of the raw score omega_21 = x2 . x1; the score is just the dot product (0.9544).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

scores = inputs @ inputs[1]
scores.exp_()
scores.div_(scores.sum())
ex_omega = round(scores[0].item(), 4)
