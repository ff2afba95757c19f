# exercise: ex_softmax_weight
# mistake: Normalised the scores by their sum (ω₂₂ / Σω₂ⱼ = 0.2278) instead of taking the softmax; α₂₂ = exp(ω₂₂) / Σ exp(ω₂ⱼ) = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
query = inputs[1]
attn_scores_2 = inputs @ query
# 归一化，使权重之和为 1
attn_weights_2 = attn_scores_2 / attn_scores_2.sum()
print(attn_weights_2.sum())  # tensor(1.)
ex_softmax_weight = round(attn_weights_2[1].item(), 4)
