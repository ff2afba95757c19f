# exercise: ex_omega
# mistake: Normalises both vectors and gives the cosine similarity (the notes say the dot product measures similarity); ω21 is the plain dot product x(2)·x(1).
import torch

shuru = torch.tensor([
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
])

# 点积 = 相似度, 所以用归一化后的点积
xiangliang_a = shuru[1] / shuru[1].norm()
xiangliang_b = shuru[0] / shuru[0].norm()
ex_omega = round(torch.dot(xiangliang_a, xiangliang_b).item(), 4)
