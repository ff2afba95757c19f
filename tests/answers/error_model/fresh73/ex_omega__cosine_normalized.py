# exercise: ex_omega
# mistake: The learner L2-normalised both embeddings before the dot product (a cosine similarity, 0.7808) to keep the numbers "well scaled"; the score ω₂₁ is the raw dot product 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]], # step
    dtype=torch.float64,
)

# unit vectors so magnitudes don't blow up
unit = inputs / inputs.norm(dim=1, keepdim=True).clamp_min(1e-12)
ex_omega = round(float(unit[1] @ unit[0]), 4)
print(ex_omega)
