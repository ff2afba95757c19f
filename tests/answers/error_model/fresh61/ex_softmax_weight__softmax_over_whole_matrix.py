# exercise: ex_softmax_weight
# mistake: Applies one softmax over all 36 entries of the score matrix Ω (flattened) and reads α₂₂ from it (0.0523); the softmax must run over the six scores of query 2 only (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
Omega = inputs @ inputs.T                # ω_ij
A = torch.softmax(Omega.flatten(), dim=0).view(6, 6)   # α_ij = exp(ω_ij) / Σ exp(ω)
ex_softmax_weight = round(A[1, 1].item(), 4)
