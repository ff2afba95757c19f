# exercise: ex_omega
# mistake: Used F.cosine_similarity (normalised embeddings) instead of the raw dot product; the score ω₂₁ = x⁽²⁾·x⁽¹⁾ is 0.9544, cosine gives 0.7808.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]],  # step
    dtype=torch.float64,
)

# similarity between query and key, computed in float64 to avoid rounding issues
ex_omega = round(F.cosine_similarity(inputs[1], inputs[0], dim=0).item(), 4)
