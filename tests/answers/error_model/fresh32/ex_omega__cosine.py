# exercise: ex_omega
# mistake: Normalises both embeddings to unit length before the dot product (cosine similarity 0.7808); the score ω₂₁ is the raw dot product 0.9544.

import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

q = inputs[1] / inputs[1].norm()
k = inputs[0] / inputs[0].norm()
ex_omega = round(float(q @ k), 4)
