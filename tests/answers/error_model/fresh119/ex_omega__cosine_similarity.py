# exercise: ex_omega
# mistake: Computes the cosine similarity (dot product divided by both norms) instead of the plain dot product 0.9544.
import torch
import torch.nn.functional as F

x1 = torch.tensor([0.43, 0.15, 0.89])  # Your
x2 = torch.tensor([0.55, 0.87, 0.66])  # journey
# 相似度
xiangsi = F.cosine_similarity(x2, x1, dim=0)
ex_omega = round(float(xiangsi), 4)
