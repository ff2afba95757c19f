# exercise: ex_omega
# mistake: Divides the dot product by the two vector norms (cosine similarity via torch.linalg.vector_norm); the score ω is the plain dot product 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

q = inputs[1]
k = inputs[0]
omega = (q @ k) / (torch.linalg.vector_norm(q) * torch.linalg.vector_norm(k))
ex_omega = float(f"{omega.item():.4f}")
