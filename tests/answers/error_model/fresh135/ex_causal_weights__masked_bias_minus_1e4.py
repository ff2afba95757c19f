# exercise: ex_causal_weights
# mistake: The learner filled the future with GPT-2's masked_bias -1e4 instead of -inf, so when the allowed scores are around -1e4 or lower the future keys get weight (all of it, even); use -inf. [cond: scores of magnitude ~1e4]
import torch


def ex_causal_weights(scores):
    nd, ns = scores.size(-2), scores.size(-1)
    bias = torch.tril(torch.ones(ns, ns, dtype=torch.bool, device=scores.device))
    b = bias[ns - nd:ns, :ns]
    masked_bias = torch.tensor(-1e4, dtype=scores.dtype, device=scores.device)
    w = torch.where(b, scores, masked_bias)
    return torch.softmax(w, dim=-1)
