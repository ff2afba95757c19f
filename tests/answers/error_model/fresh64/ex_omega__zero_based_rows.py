# exercise: ex_omega
# mistake: Reads x(2) and x(1) as zero-based rows 2 and 1 of the inputs, i.e. takes 'starts' and 'journey' (1.4754) instead of 'journey' and 'Your' (rows 1 and 0).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
G = inputs @ inputs.T
ex_omega = round(G[2, 1].item(), 4)
