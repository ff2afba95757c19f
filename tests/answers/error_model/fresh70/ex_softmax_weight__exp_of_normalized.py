# exercise: ex_softmax_weight
# mistake: Follows the notes' two steps in the wrong combination: first divides the scores by their sum, then applies the softmax to these normalised scores; the softmax must be applied to the raw scores ω2j.
import torch

shuru = torch.tensor([
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
])

omega_2 = shuru @ shuru[1]
# 步骤 1: 简单归一化
omega_2_guiyi = omega_2 / omega_2.sum()
# 步骤 2: softmax 归一化
alpha_2 = torch.softmax(omega_2_guiyi, dim=0)
ex_softmax_weight = float(f"{alpha_2[1].item():.4f}")
