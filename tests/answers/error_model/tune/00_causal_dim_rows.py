# exercise: ex_causal_weights
# mistake: softmax over the queries' axis (dim=-2)
# accept: rewrite.reduce_dim ex_causal_weights.wrong_dim
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-2)
