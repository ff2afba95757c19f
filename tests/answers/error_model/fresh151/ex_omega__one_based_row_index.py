# exercise: ex_omega
# mistake: The learner took the Gram matrix entry [2, 1] with book (1-based) numbering, which is starts·journey (1.4754); in 0-based indexing ω21 is entry [1, 0] = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

G = inputs @ inputs.T
ex_omega = round(G[2, 1].item(), 4)
