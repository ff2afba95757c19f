# exercise: ex_softmax_weight
# mistake: Builds the score matrix as inputs.T @ inputs (3×3, features against features) instead of inputs @ inputs.T (tokens against tokens), then takes entry [1, 1] of its softmax.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

gram = inputs.T @ inputs
alpha = gram.softmax(dim=-1)
ex_softmax_weight = round(alpha[1][1].item(), 4)
