# exercise: ex_padding_attention
# mistake: When any sequence has length 0 the learner returns zeros for the whole batch, wiping the weights of the other sequences too; only the empty sequence's rows should be 0. [cond: a batch mixing a length-0 sequence with non-empty ones]
import torch


def ex_padding_attention(scores, lengths):
    if (lengths == 0).any():
        # nothing to attend to -> no NaN
        return torch.zeros_like(scores)
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    alpha = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return alpha.masked_fill(pad[:, None, :, None], 0.0)
