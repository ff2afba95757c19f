# exercise: ex_padding_attention
# mistake: The learner applied the -inf padding mask on the query axis ([:, None, :, None]) instead of the key axis, so real queries still attend to padded keys; the key mask is [:, None, None, :].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    observed = torch.arange(n, device=scores.device) < lengths.view(-1, 1)   # (b, n)
    missing = ~observed
    logit = scores.masked_fill(missing[:, None, :, None], float('-inf'))
    prob = torch.softmax(logit, dim=-1).nan_to_num(0.0)
    prob = prob * observed[:, None, :, None]
    return prob
