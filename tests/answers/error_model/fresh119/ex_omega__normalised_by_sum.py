# exercise: ex_omega
# mistake: Divides ω₂₁ by the sum of journey's six scores (the normalised weight); the question asks for the raw score 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
attn_scores_2 = inputs @ query
# 步骤2：归一化
attn_weights_2_tmp = attn_scores_2 / attn_scores_2.sum()
ex_omega = round(attn_weights_2_tmp[0].item(), 4)
