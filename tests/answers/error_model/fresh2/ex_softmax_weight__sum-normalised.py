# exercise: ex_softmax_weight
# mistake: 0.2278 is ω₂₂ divided by the sum of the six scores (sum-normalisation); the softmax weight is exp(ω₂₂) / Σⱼ exp(ω₂ⱼ) = 0.2379.
# mistake_zh: 0.2278 是 ω₂₂ 除以六个得分之和（简单归一化）；softmax 权重应为 exp(ω₂₂) / Σⱼ exp(ω₂ⱼ) = 0.2379。
# keywords: softmax, exp, normalisation, sum, weight

import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores_2 = inputs @ inputs[1]
attn_weights_2_tmp = attn_scores_2 / attn_scores_2.sum()   # 归一化
ex_softmax_weight = float(f"{attn_weights_2_tmp[1].item():.4f}")
