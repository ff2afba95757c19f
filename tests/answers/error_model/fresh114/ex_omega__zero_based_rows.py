# exercise: ex_omega
# mistake: Takes rows 2 and 1 with zero-based indexing ("starts" and "journey"); x(2) and x(1) are rows 1 and 0 of the embedding matrix, giving 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],   # Your
                       [0.55, 0.87, 0.66],   # journey
                       [0.57, 0.85, 0.64],   # starts
                       [0.22, 0.58, 0.33],   # with
                       [0.77, 0.25, 0.10],   # one
                       [0.05, 0.80, 0.55]])  # step

G = inputs @ inputs.T      # Gram matrix, G[i, j] = x_i . x_j
ex_omega = round(G[2, 1].item(), 4)
