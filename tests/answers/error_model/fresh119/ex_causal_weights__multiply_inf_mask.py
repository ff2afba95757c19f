# exercise: ex_causal_weights
# mistake: Builds an additive mask as triu(ones) * -inf, but 0 × −inf is NaN, so every weight becomes NaN; the future should be filled with masked_fill (or torch.where).
import torch

def ex_causal_weights(scores):
    n = scores.size(-1)
    # 加性掩码：未来位置 -inf，其余 0
    jiafa = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1) * float('-inf')
    return torch.softmax(scores + jiafa, dim=-1)
