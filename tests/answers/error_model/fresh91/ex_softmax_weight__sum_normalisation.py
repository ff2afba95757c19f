# exercise: ex_softmax_weight
# mistake: Normalises the six scores by dividing by their sum (ω₂₂ / Σω₂ⱼ ≈ 0.2278) instead of taking the softmax exp(ω₂₂) / Σ exp(ω₂ⱼ) = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

query = inputs[1]  # journey
attn_scores_2 = torch.empty(inputs.shape[0])
for j, x_j in enumerate(inputs):
    attn_scores_2[j] = torch.dot(x_j, query)

attn_weights_2 = attn_scores_2 / attn_scores_2.sum()
print("weights:", attn_weights_2, attn_weights_2.sum())
ex_softmax_weight = round(attn_weights_2[1].item(), 4)
