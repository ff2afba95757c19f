# exercise: ex_omega
# mistake: L2-normalises both embeddings with F.normalize before the dot product (cosine similarity); the score is the raw dot product 0.9544.
import torch
import torch.nn.functional as F

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
x = F.normalize(inputs, dim=-1)
ex_omega = round(float(x[1] @ x[0]), 4)
