# exercise: ex_softmax_weight
# mistake: Read the weight at index [2, 2] (counting journey as token 2 from 1), which is the weight of "starts" on itself; α₂₂ is at index [1, 1].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

attn_scores = inputs @ inputs.transpose(-1, -2)
attn_weights = torch.softmax(attn_scores, dim=-1)
assert torch.allclose(attn_weights.sum(-1), torch.ones(6))
ex_softmax_weight = round(attn_weights[..., 2, 2].item(), 4)
