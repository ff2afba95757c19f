# exercise: ex_omega
# mistake: Computes the cosine similarity (dot product divided by both norms) instead of the raw dot product x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
sim = torch.nn.functional.cosine_similarity(x[1:2], x[0:1], dim=-1)
ex_omega = float(f"{sim.item():.4f}")
