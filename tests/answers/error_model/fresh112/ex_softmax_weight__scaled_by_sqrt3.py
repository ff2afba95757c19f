# exercise: ex_softmax_weight
# mistake: Divides the scores by sqrt(3) before the softmax (copied from SelfAttention_v2's keys.shape[-1]**0.5); this question uses raw unscaled dot products.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

keys = inputs
query = inputs[1]
attn_scores_2 = query @ keys.T
d_k = keys.shape[-1]
attn_weights_2 = torch.softmax(attn_scores_2 / d_k**0.5, dim=-1)
ex_softmax_weight = round(attn_weights_2[1].item(), 4)
