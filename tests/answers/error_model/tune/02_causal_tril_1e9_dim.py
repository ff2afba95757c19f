# exercise: ex_causal_weights
# mistake: keep-mask with -1e9 but softmax over dim -2
# accept: rewrite.reduce_dim ex_causal_weights.wrong_dim
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n)).bool()
    return torch.softmax(scores.masked_fill(~keep, -1e9), dim=-2)
