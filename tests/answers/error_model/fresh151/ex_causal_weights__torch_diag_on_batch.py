# exercise: ex_causal_weights
# mistake: Rows are renormalised with torch.diag(1/rowsum) @ w, which only builds a diagonal matrix for a single (n, n) matrix; for batched scores torch.diag extracts a diagonal instead and the code breaks. Use diag_embed or w / w.sum(-1, keepdim=True). [cond: scores with batch axes]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    L = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    e = torch.exp(scores - scores.amax(dim=-1, keepdim=True)) * L
    D = torch.diag(1.0 / e.sum(dim=-1))
    return D @ e
