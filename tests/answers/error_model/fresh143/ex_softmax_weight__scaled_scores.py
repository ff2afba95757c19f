# exercise: ex_softmax_weight
# mistake: The scores are divided by sqrt(d)=sqrt(3) before the softmax, although the statement asks for the raw, unscaled dot products.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
d_k = inputs.shape[-1]
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores / d_k**0.5, dim=-1)
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
