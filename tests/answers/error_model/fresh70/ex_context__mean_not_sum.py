# exercise: ex_context
# mistake: Divides the weighted sum by the number of tokens (a mean), although the softmax weights already sum to 1; z(2) is the plain sum Σ α2j x(j).
import torch

shuru = torch.tensor([
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
])

alpha = torch.softmax(shuru @ shuru[1], dim=0)
# 加权平均
jiaquan = alpha[:, None] * shuru
z2 = jiaquan.sum(dim=0) / shuru.shape[0]
ex_context = [round(z2[0].item(), 4), round(z2[1].item(), 4), round(z2[2].item(), 4)]
