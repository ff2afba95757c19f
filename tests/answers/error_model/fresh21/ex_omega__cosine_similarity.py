# exercise: ex_omega
# mistake: The learner divided by the two vectors' norms (cosine similarity 0.7808); the score is the plain dot product 0.9544.
import torch

x1 = torch.tensor([0.43, 0.15, 0.89])  # Your
x2 = torch.tensor([0.55, 0.87, 0.66])  # journey
# similarity of the two embeddings
ex_omega = round((x2 @ x1 / (x2.norm() * x1.norm())).item(), 4)
