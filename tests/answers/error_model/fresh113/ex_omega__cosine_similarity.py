# exercise: ex_omega
# mistake: The learner normalises both embeddings to unit length before the dot product (cosine similarity, 0.7808) instead of the raw dot product 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

x = inputs.contiguous().float()
x = x / x.norm(dim=-1, keepdim=True)   # unit vectors so scores are comparable
journey, your = x[1], x[0]
ex_omega = round(float(journey @ your), 4)
