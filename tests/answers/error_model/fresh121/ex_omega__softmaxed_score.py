# exercise: ex_omega
# mistake: Reports the normalised attention weight α21 (after softmax, 0.1385) instead of the raw score ω21 = x(2)·x(1) = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs[1]
attn = torch.softmax(scores, dim=0)
ex_omega = round(attn[0].item(), 4)
