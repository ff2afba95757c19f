# exercise: ex_omega
# mistake: Divided the dot product by √3 as in scaled dot-product attention (HF's scale_attn_weights); the asked score is the raw dot product 0.9544, not 0.5510.
import math

import torch

x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

query, key = x[1], x[0]
scale_attn_weights = True
attn_weight = query @ key
if scale_attn_weights:
    attn_weight = attn_weight / math.sqrt(key.size(-1))
ex_omega = round(float(attn_weight), 4)
